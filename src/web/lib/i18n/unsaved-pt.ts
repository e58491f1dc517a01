import type { unsavedEn } from './unsaved-en';

/** Brazilian Portuguese texts of the unsaved-changes guard (the English, unsaved-en.ts, says what each is for). */
export const unsavedPt: Record<keyof typeof unsavedEn, string> = {
  'unsaved.title': 'Descartar alterações não salvas?',
  'unsaved.description': 'O que você digitou não foi salvo e será perdido.',
  'unsaved.keep': 'Continuar editando',
  'unsaved.discard': 'Descartar',
};
