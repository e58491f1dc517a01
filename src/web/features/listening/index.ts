export { AudioPlayer } from './audio-player';
export { playerT } from './i18n/player-t';
export { ListenPlayer } from './listen-player';
export { PlayerProvider, usePlayerActions, usePlayerState } from './player-provider';
export type { PlayerQueue } from './player-types';
export { listeningPositionQuery } from './resume-offer';
export { ShellMiniPlayer } from './shell-mini-player';
export { useItemQueue } from './use-item-queue';
