import type { adminModerationEn } from './admin-moderation-en';

/** Brazilian Portuguese texts of the Moderation tab (the English, admin-moderation-en.ts, says what each is for). */
export const adminModerationPt: Record<keyof typeof adminModerationEn, string> = {
  'moderation.heading': 'Moderação da Comunidade',
  'moderation.description':
    'Publicações e comentários denunciados, e todas as publicações: ocultar ou restaurar, descartar denúncias, fixar ou desafixar.',
  'moderation.queue.heading': 'Denunciados',
  'moderation.queue.empty': 'Nada aguardando revisão.',
  'moderation.queue.loading': 'Carregando denúncias',
  'moderation.queue.reports':
    '{count, plural, =0 {# denúncias abertas} one {# denúncia aberta} other {# denúncias abertas}}',
  'moderation.queue.post': 'Publicação',
  'moderation.queue.comment': 'Comentário em “{title}”',
  'moderation.posts.heading': 'Todas as publicações',
  'moderation.posts.empty': 'Nenhuma publicação ainda.',
  'moderation.posts.loadMore': 'Carregar mais',
  'moderation.author': 'Autor: {name}',
  'moderation.anonymous': 'publicado anonimamente',
  'moderation.noName': 'sem nome',
  'moderation.hidden': 'Oculto',
  'moderation.pinned': 'Fixado',
  'moderation.hide': 'Ocultar',
  'moderation.restore': 'Restaurar',
  'moderation.dismiss': 'Descartar denúncias',
  'moderation.pin': 'Fixar',
  'moderation.unpin': 'Desafixar',
  'moderation.reason.spam': 'Spam',
  'moderation.reason.harassment': 'Assédio ou ódio',
  'moderation.reason.inappropriate': 'Conteúdo impróprio',
  'moderation.reason.misinformation': 'Desinformação',
  'moderation.reason.other': 'Outro motivo',
  'moderation.failed': 'A ação de moderação falhou',
  'moderation.loadFailed': 'Não foi possível carregar a fila de moderação',
};
