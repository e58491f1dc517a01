import type { adminModerationEn } from './admin-moderation-en';

/** Latin American Spanish texts of the Moderation tab (the English, admin-moderation-en.ts, says what each is for). */
export const adminModerationEs: Record<keyof typeof adminModerationEn, string> = {
  'moderation.heading': 'Moderación de la Comunidad',
  'moderation.description':
    'Publicaciones y comentarios reportados, y todas las publicaciones: ocultar o restaurar, descartar reportes, fijar o desfijar.',
  'moderation.queue.heading': 'Reportados',
  'moderation.queue.empty': 'No hay nada pendiente de revisión.',
  'moderation.queue.loading': 'Cargando reportes',
  'moderation.queue.reports':
    '{count, plural, one {# reporte abierto} other {# reportes abiertos}}',
  'moderation.queue.post': 'Publicación',
  'moderation.queue.comment': 'Comentario en “{title}”',
  'moderation.posts.heading': 'Todas las publicaciones',
  'moderation.posts.empty': 'Aún no hay publicaciones.',
  'moderation.posts.loadMore': 'Cargar más',
  'moderation.author': 'Autor: {name}',
  'moderation.anonymous': 'publicado de forma anónima',
  'moderation.noName': 'sin nombre',
  'moderation.hidden': 'Oculto',
  'moderation.pinned': 'Fijado',
  'moderation.hide': 'Ocultar',
  'moderation.restore': 'Restaurar',
  'moderation.dismiss': 'Descartar reportes',
  'moderation.pin': 'Fijar',
  'moderation.unpin': 'Desfijar',
  'moderation.reason.spam': 'Spam',
  'moderation.reason.harassment': 'Acoso u odio',
  'moderation.reason.inappropriate': 'Contenido inapropiado',
  'moderation.reason.misinformation': 'Desinformación',
  'moderation.reason.other': 'Otro motivo',
  'moderation.failed': 'No se pudo completar la acción de moderación',
  'moderation.loadFailed': 'No se pudo cargar la cola de moderación',
};
