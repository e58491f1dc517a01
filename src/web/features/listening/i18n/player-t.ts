import type listeningEn from './en.json';
import * as listening from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the audio player (ui/audio-player.tsx); loaded with the pages that play audio.
 */
export type PlayerMessageKey = keyof typeof listeningEn;

/**
 * Translates a key of the audio player (shipped with the pages that play audio, not the first
 * route).
 */
export const playerT = createTranslator<PlayerMessageKey>(listening);
