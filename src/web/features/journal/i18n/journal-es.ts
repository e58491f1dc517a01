import type { JournalMessageKey } from './journal-en';

/** Latin American Spanish texts of the prayer journal (the English, journal-en.ts, says what each is for). */
export const journalEs: Record<JournalMessageKey, string> = {
  'journal.heading': 'Diario de oración',
  'journal.subtitle': 'Un lugar privado para tus oraciones, reflexiones y gratitud.',
  'journal.pleaseLogIn': 'Inicia sesión.',
  'journal.pleaseLogInDescription':
    'Tu diario es privado: inicia sesión para leer y escribir tus entradas.',
  'journal.signIn': 'Iniciar sesión',
  'journal.newEntry': 'Nueva entrada',

  // Stat cards
  'journal.stats.heading': 'Tu diario de un vistazo',
  'journal.stats.totalEntries': 'Total de entradas',
  'journal.stats.thisWeek': 'Esta semana',
  'journal.stats.answeredPrayers': 'Oraciones respondidas',
  'journal.stats.streak': 'Días seguidos',
  'journal.stats.loading': 'Cargando',
  'journal.stats.loadFailed': 'No se pudieron cargar las cifras de tu diario.',
  'journal.stats.unavailable': 'No disponible',

  // Search and filters
  'journal.search.label': 'Buscar entradas',
  'journal.search.placeholder': 'Busca en tus entradas...',
  'journal.filter.button': 'Filtrar por categoría',
  'journal.filter.activeCount': '{count, plural, one {# activo} other {# activos}}',
  'journal.filter.category': 'Categoría',
  'journal.filter.mood': 'Estado de ánimo',
  'journal.filter.allCategories': 'Todas las categorías',
  'journal.filter.allMoods': 'Cualquier estado de ánimo',
  'journal.filter.clear': 'Borrar filtros',

  // Entry list
  'journal.list.heading': 'Tus entradas',
  'journal.list.loading': 'Cargando tus entradas...',
  'journal.list.loadFailed': 'No se pudieron cargar tus entradas.',
  'journal.list.retry': 'Intentar de nuevo',
  'journal.list.loadMore': 'Cargar más',
  'journal.empty.title': 'Aún no hay entradas en tu diario',
  'journal.empty.description':
    'Comienza en papel tu camino de fe: una oración, una reflexión o una palabra de gratitud.',
  'journal.empty.createFirst': 'Crear primera entrada',
  'journal.noMatches.title': 'Ninguna entrada coincide con tu búsqueda',
  'journal.noMatches.description':
    'Prueba con otras palabras o borra los filtros para ver todas las entradas.',

  // One entry
  'journal.entry.today': 'Hoy',
  'journal.entry.yesterday': 'Ayer',
  'journal.entry.mood': 'Estado de ánimo: {mood}',
  'journal.entry.scripture': 'Escritura:',
  'journal.entry.private': 'Privada',
  'journal.entry.answered': 'Respondida',
  'journal.entry.readFull': 'Leer entrada completa',
  'journal.entry.edit': 'Editar',
  'journal.entry.editLabel': 'Editar “{title}”',
  'journal.entry.deleteLabel': 'Eliminar “{title}”',

  // Delete confirmation (001 §2)
  'journal.delete.title': 'Eliminar entrada del diario',
  'journal.delete.description':
    '¿Seguro que quieres eliminar “{title}”? Esta acción no se puede deshacer.',
  'journal.delete.cancel': 'Cancelar',
  'journal.delete.confirm': 'Eliminar',
  'journal.delete.deleting': 'Eliminando...',

  // New entry and edit dialog (001 §2, §5)
  'journal.dialog.createTitle': 'Nueva entrada del diario',
  'journal.dialog.createDescription':
    'Escribe una oración, una reflexión o una palabra de gratitud.',
  'journal.dialog.editTitle': 'Editar entrada del diario',
  'journal.dialog.editDescription': 'Cambia lo que escribiste y guarda.',
  'journal.form.title': 'Título',
  'journal.form.titlePlaceholder': 'Ponle un título a tu entrada',
  'journal.form.content': 'Contenido',
  'journal.form.contentPlaceholder': 'Escribe tu oración, reflexión o gratitud...',
  'journal.form.category': 'Categoría',
  'journal.form.mood': 'Estado de ánimo',
  'journal.form.moodPlaceholder': '¿Cómo está tu espíritu hoy?',
  'journal.form.noMood': 'Ninguno',
  'journal.form.scripture': 'Cita bíblica',
  'journal.form.scripturePlaceholder': 'p. ej., Salmo 23:1',
  'journal.form.tags': 'Etiquetas',
  'journal.form.tagsPlaceholder': 'p. ej., esperanza',
  'journal.form.tagsHint': 'Presiona Enter o Agregar para añadir una etiqueta.',
  'journal.form.addTag': 'Agregar',
  'journal.form.removeTag': 'Quitar etiqueta {tag}',
  'journal.form.tagsFull': 'Puedes agregar hasta {max} etiquetas.',
  'journal.form.private': 'Mantener esta entrada privada',
  'journal.form.privateHint': 'Nadie más que tú podrá leer nunca tu diario.',
  'journal.form.cancel': 'Cancelar',
  'journal.form.create': 'Crear entrada',
  'journal.form.creating': 'Creando...',
  'journal.form.save': 'Guardar cambios',
  'journal.form.saving': 'Guardando...',
  'journal.form.fillTitleAndContent': 'Completa el título y el contenido',

  // Full entry and answered prayers
  'journal.view.written': 'Escrita el {date} a las {time}',
  'journal.view.close': 'Cerrar',
  'journal.answer.heading': 'Oración respondida',
  'journal.answer.prompt':
    '¿Esta oración ya fue respondida? Márcala y, si quieres, anota cómo fue respondida.',
  'journal.answer.note': '¿Cómo fue respondida? (opcional)',
  'journal.answer.notePlaceholder': 'Qué pasó y cómo viste a Dios obrar...',
  'journal.answer.mark': 'Marcar como respondida',
  'journal.answer.answeredOn': 'Respondida el {date}',
  'journal.answer.unmark': 'Desmarcar como respondida',

  // Sidebar (001 §2)
  'journal.sidebar.label': 'Barra lateral del diario',
  'journal.sidebar.quickEntry': 'Entrada rápida',
  'journal.sidebar.quickEntryHint': 'Comienza una nueva entrada en una de estas categorías.',
  'journal.sidebar.quickEntryUpsell':
    'Las entradas del diario son parte de Premium: escribe oraciones, reflexiones y gratitud sin límites.',
  'journal.sidebar.moods': 'Estado espiritual',
  'journal.sidebar.moodsHint': 'Ve las entradas que escribiste con cada estado de ánimo.',
  'journal.sidebar.prompts': 'Ideas para orar',
  'journal.sidebar.prompt1': '¿Qué es lo que más agradeces hoy?',
  'journal.sidebar.prompt2': '¿Dónde has visto a Dios obrar en tu vida esta semana?',
  'journal.sidebar.prompt3': '¿Qué carga quisieras poner delante de Dios hoy?',
  'journal.sidebar.verseHeading': 'Escritura',
  'journal.sidebar.verse': 'Depositen en Él toda ansiedad, porque Él cuida de ustedes.',
  'journal.sidebar.verseReference': '1 Pedro 5:7',

  // Toasts (001 §5, §8)
  'journal.toast.created': '¡Entrada creada con éxito!',
  'journal.toast.updated': 'Entrada actualizada con éxito',
  'journal.toast.deleted': 'Entrada eliminada con éxito',
  'journal.toast.markedAnswered': 'Oración marcada como respondida',
  'journal.toast.unmarkedAnswered': 'La oración ya no está marcada como respondida',
  'journal.toast.loadFailed': 'No se pudo cargar la entrada',
  'journal.toast.createFailed': 'No se pudo crear la entrada',
  'journal.toast.updateFailed': 'No se pudo actualizar la entrada',
  'journal.toast.deleteFailed': 'No se pudo eliminar la entrada',
  'journal.toast.tryAgain': 'Inténtalo de nuevo.',
  'journal.toast.mustLogInCreate': 'Debes iniciar sesión para crear entradas',
  'journal.toast.mustLogInUpdate': 'Debes iniciar sesión para actualizar entradas',
  'journal.toast.mustLogInDelete': 'Debes iniciar sesión para eliminar entradas',

  // Categories and moods (src/contracts/enums.ts)
  'journal.category.reflection': 'Reflexión',
  'journal.category.prayer': 'Oración',
  'journal.category.gratitude': 'Gratitud',
  'journal.category.worship': 'Adoración',
  'journal.category.study': 'Estudio',
  'journal.category.meditation': 'Meditación',
  'journal.category.testimony': 'Testimonio',
  'journal.category.other': 'Otra',
  'journal.mood.peaceful': 'En paz',
  'journal.mood.joyful': 'Alegre',
  'journal.mood.grateful': 'Agradecido',
  'journal.mood.hopeful': 'Esperanzado',
  'journal.mood.contemplative': 'Contemplativo',
  'journal.mood.struggling': 'Luchando',
  'journal.mood.blessed': 'Bendecido',
  'journal.mood.seeking': 'Buscando',
};
