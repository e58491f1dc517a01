import type { playerEn } from './player-en';

/** Latin American Spanish texts of the audio player (the English, player-en.ts, says what each is for). */
export const playerEs: Record<keyof typeof playerEn, string> = {
  'player.label': 'Reproductor de audio: {title}',
  'player.play': 'Reproducir',
  'player.pause': 'Pausar',
  'player.back': 'Retroceder 15 segundos',
  'player.forward': 'Adelantar 15 segundos',
  'player.seek': 'Posición',
  'player.position': '{current} de {duration}',
  'player.volume': 'Volumen',
  'player.volumeValue': '{value}%',
  'player.mute': 'Silenciar',
  'player.unmute': 'Activar sonido',
  'player.speed': 'Velocidad de reproducción',
  'player.speedValue': '{speed}×',
  'player.loading': 'Cargando audio...',
  'player.ended': 'Terminó. Toca reproducir para escucharlo de nuevo.',
  'player.error': 'No se pudo reproducir el audio. Inténtalo de nuevo en un momento.',
};
