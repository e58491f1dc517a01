/** English texts of the audio player (ui/audio-player.tsx); loaded with the pages that play audio. */
export const playerEn = {
  'player.label': 'Audio player: {title}',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.back': 'Back 15 seconds',
  'player.forward': 'Forward 15 seconds',
  'player.seek': 'Position',
  'player.position': '{current} of {duration}',
  'player.volume': 'Volume',
  'player.volumeValue': '{value}%',
  'player.mute': 'Mute',
  'player.unmute': 'Unmute',
  'player.speed': 'Playback speed',
  'player.speedValue': '{speed}×',
  'player.loading': 'Loading audio...',
  'player.ended': 'Finished. Press play to listen again.',
  'player.error': 'The audio could not be played. Try again in a moment.',
} as const satisfies Record<string, string>;
