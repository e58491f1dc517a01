import { playerEn } from './player-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the audio player (shipped with the pages that play audio, not the first route). */
export const playerT = createTranslator(playerEn, {
  pt: () => import('./player-pt').then((m) => m.playerPt),
  es: () => import('./player-es').then((m) => m.playerEs),
});
