import type { shareEn } from './share-en';

/** Latin American Spanish texts of the "Share to the community" button (the English, share-en.ts, says what each is for). */
export const shareEs: Record<keyof typeof shareEn, string> = {
  'share.button': 'Compartir con la comunidad',
  'share.done': '¡Publicación compartida con la comunidad!',
  'share.failed': 'Error al compartir el contenido',
};
