import type { libraryEn } from './library-en';

/**
 * Latin American Spanish texts of the library and the reader (the English, library-en.ts, says what
 * each is for).
 */
export const libraryEs: Record<keyof typeof libraryEn, string> = {
  'library.heading': 'Biblioteca',
  'library.subtitle': 'Oraciones, meditaciones y estudios bíblicos para leer y escuchar.',

  // Filters
  'library.search.label': 'Buscar en la biblioteca',
  'library.search.placeholder': 'Buscar por título...',
  'library.category.label': 'Categoría',
  'library.category.all': 'Todas',
  'library.difficulty.label': 'Dificultad',
  'library.difficulty.all': 'Cualquier dificultad',
  'library.difficulty.beginner': 'Principiante',
  'library.difficulty.intermediate': 'Intermedio',
  'library.difficulty.advanced': 'Avanzado',
  'library.duration.label': 'Duración',
  'library.duration.all': 'Cualquier duración',
  'library.duration.short': 'Corta (hasta 5 min)',
  'library.duration.medium': 'Media (6–15 min)',
  'library.duration.long': 'Larga (más de 15 min)',
  'library.filter.clear': 'Borrar filtros',

  // The list
  'library.list.label': 'Contenido de la biblioteca',
  'library.list.loading': 'Cargando la biblioteca...',
  'library.list.loadFailed': 'No se pudo cargar la biblioteca.',
  'library.list.retry': 'Intentar de nuevo',
  'library.list.loadMore': 'Cargar más',
  'library.list.empty.title': 'Aún no hay nada aquí',
  'library.list.empty.description':
    'Las nuevas oraciones, meditaciones y estudios aparecen aquí en cuanto se publican.',
  'library.list.noMatches.title': 'Ningún contenido coincide',
  'library.list.noMatches.description': 'Prueba con otras palabras o menos filtros.',
  'library.item.minutes': '{n} min',
  'library.item.audio': 'Audio',
  'library.item.uncategorised': 'Sin categoría',

  // The reader
  'reader.back': 'Volver a la biblioteca',
  'reader.loading': 'Cargando...',
  'reader.loadFailed': 'No se pudo cargar este contenido.',
  'reader.retry': 'Intentar de nuevo',
  'reader.notFound.title': 'Contenido no encontrado',
  'reader.notFound.description':
    'Puede que se haya eliminado o que aún no se haya publicado. Explora la biblioteca para encontrar otro.',
  'reader.premium': 'Este contenido es parte de Premium.',
  'reader.psalmDate': 'Salmo del {date}',
  'reader.published': 'Publicado el {date}',
  'reader.psalmHeading': 'El salmo',
  'reader.aboutHeading': 'Acerca de',
  'reader.listenHeading': 'Escuchar',
  'reader.readBy': 'Leído por {name}',
  'reader.noText': 'Este elemento no tiene texto.',
  'reader.bodyHeading': 'Texto',
  'reader.previewNote': 'Este es el comienzo. Los miembros Premium leen el texto completo.',
  'reader.finish': 'Marcar como terminado',
  'reader.finished': 'Terminado. Bien hecho.',
  'reader.finishedToast': 'Marcado como terminado',
  'reader.finishFailed': 'No se pudo registrar que terminaste',
};
