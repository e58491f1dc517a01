import type { playerEn } from './player-en';

/** Brazilian Portuguese texts of the audio player (the English, player-en.ts, says what each is for). */
export const playerPt: Record<keyof typeof playerEn, string> = {
  'player.label': 'Player de áudio: {title}',
  'player.play': 'Reproduzir',
  'player.pause': 'Pausar',
  'player.back': 'Voltar 15 segundos',
  'player.forward': 'Avançar 15 segundos',
  'player.seek': 'Posição',
  'player.position': '{current} de {duration}',
  'player.volume': 'Volume',
  'player.volumeValue': '{value}%',
  'player.mute': 'Silenciar',
  'player.unmute': 'Ativar som',
  'player.speed': 'Velocidade de reprodução',
  'player.speedValue': '{speed}×',
  'player.loading': 'Carregando áudio...',
  'player.ended': 'Fim. Toque em reproduzir para ouvir de novo.',
  'player.error': 'Não foi possível reproduzir o áudio. Tente novamente daqui a pouco.',
};
