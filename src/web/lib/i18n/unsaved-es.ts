import type { unsavedEn } from './unsaved-en';

/** Latin American Spanish texts of the unsaved-changes guard (the English, unsaved-en.ts, says what each is for). */
export const unsavedEs: Record<keyof typeof unsavedEn, string> = {
  'unsaved.title': '¿Descartar los cambios sin guardar?',
  'unsaved.description': 'Lo que escribiste no se ha guardado y se perderá.',
  'unsaved.keep': 'Seguir editando',
  'unsaved.discard': 'Descartar',
};
