import type { shareEn } from './share-en';

/** Brazilian Portuguese texts of the "Share to the community" button (the English, share-en.ts, says what each is for). */
export const sharePt: Record<keyof typeof shareEn, string> = {
  'share.button': 'Compartilhar com a comunidade',
  'share.done': 'Publicação compartilhada com a comunidade!',
  'share.failed': 'Erro ao compartilhar o conteúdo',
};
