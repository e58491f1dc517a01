import { en } from './en';
import { createTranslator } from './translate';

/** Translates a key of the user app, auth screens and shared UI. */
export const t = createTranslator({ en });
