import type { WorkflowsMessageKey } from './workflows-en';

/**
 * Latin American Spanish texts of the workflows pages (the English, workflows-en.ts, says what each
 * is for).
 */
export const workflowsEs: Record<WorkflowsMessageKey, string> = {
  'workflows.heading': 'Rutinas espirituales',
  'workflows.subtitle.member':
    'Rutinas guiadas de oración, meditación y estudio para un ritmo constante de fe.',
  'workflows.subtitle.staff':
    'Rutinas guiadas ofrecidas a todos; puedes crearlas, editarlas y pausarlas en el portal de administración.',
  'workflows.manage': 'Administrar rutinas',
  'workflows.createFirst': 'Crea tu primera rutina',

  // Stat cards
  'workflows.stats.heading': 'Tus rutinas de un vistazo',
  'workflows.stats.totalWorkflows': 'Total de rutinas',
  'workflows.stats.activeWorkflows': 'Rutinas activas',
  'workflows.stats.completionRate': 'Tasa de finalización',
  'workflows.stats.categories': 'Categorías',
  'workflows.stats.activeHint': 'Sin pausar: listas para empezar',
  'workflows.stats.rateHint':
    '{completed} de {started, plural, one {# sesión completada} other {# sesiones completadas}}',
  'workflows.stats.loading': 'Cargando',
  'workflows.stats.unavailable': 'No disponible',

  // Cards
  'workflows.list.heading': 'Rutinas',
  'workflows.card.paused': 'En pausa',
  'workflows.card.duration': '{minutes} min',
  'workflows.card.days': 'Días',
  'workflows.card.reminder': 'Recordatorio a las {time}',
  'workflows.card.thisWeek': 'Esta semana',
  'workflows.card.progress': '{done} de {total, plural, one {# día} other {# días}} · {percent}%',
  'workflows.card.progressLabel': 'Progreso de esta semana en {title}',
  'workflows.card.start': 'Comenzar sesión',
  'workflows.card.starting': 'Iniciando...',
  'workflows.card.paused.button': 'Rutina en pausa',
  'workflows.card.items': '{count, plural, one {# paso} other {# pasos}}',
  'workflows.card.oneItem': '1 paso',
  'workflows.loadMore': 'Cargar más',
  'workflows.loadingMore': 'Cargando...',

  'workflows.type.daily': 'Diaria',
  'workflows.type.weekly': 'Semanal',
  'workflows.type.monthly': 'Mensual',
  'workflows.type.custom': 'Personalizada',
  'workflows.category.prayer': 'Oración',
  'workflows.category.meditation': 'Meditación',
  'workflows.category.study': 'Estudio',
  'workflows.category.reflection': 'Reflexión',
  'workflows.category.service': 'Servicio',
  'workflows.day.sunday': 'Dom',
  'workflows.day.monday': 'Lun',
  'workflows.day.tuesday': 'Mar',
  'workflows.day.wednesday': 'Mié',
  'workflows.day.thursday': 'Jue',
  'workflows.day.friday': 'Vie',
  'workflows.day.saturday': 'Sáb',

  // States
  'workflows.loading': 'Cargando rutinas...',
  'workflows.empty.title': 'Aún no hay rutinas',
  'workflows.empty.member':
    'Las rutinas guiadas aparecerán aquí en cuanto se publiquen. Vuelve pronto.',
  'workflows.empty.staff': 'Crea una rutina guiada y se ofrecerá a todos los miembros.',
  'workflows.empty.onlyAdmins': 'Solo los administradores pueden crear/editar/eliminar rutinas',
  'workflows.retry': 'Intentar de nuevo',
  'workflows.loadFailedDescription': 'No se pudieron cargar las rutinas.',

  // Toasts (000 §8 Workflows, 001 §4)
  'workflows.toast.loadFailed': 'Error al cargar las rutinas',
  'workflows.toast.startFailed': 'Error al iniciar la sesión de la rutina',
  'workflows.toast.completeFailed': 'Error al completar la sesión',
  'workflows.toast.completed': '¡Sesión de la rutina completada!',
  'workflows.toast.started': 'Sesión de {title} iniciada.',
  'workflows.toast.progressFailed': 'No se pudo guardar tu progreso',

  // Session view
  'workflows.session.back': 'Volver a las rutinas',
  'workflows.session.loading': 'Cargando la sesión...',
  'workflows.session.notFound': 'No se encontró esta sesión',
  'workflows.session.notFoundDescription': 'Puede pertenecer a otra cuenta o haber sido eliminada.',
  'workflows.session.step': 'Paso {done} de {total}',
  'workflows.session.progressLabel': 'Progreso de la sesión',
  'workflows.session.openInLibrary': 'Abrir en la biblioteca',
  'workflows.session.previous': 'Anterior',
  'workflows.session.next': 'Siguiente paso',
  'workflows.session.saving': 'Guardando...',
  'workflows.session.noSteps':
    'Esta rutina aún no tiene contenidos. Tómate unos minutos de silencio y luego completa la sesión.',
  'workflows.session.finishHeading': 'Completa tu sesión',
  'workflows.session.notes': 'Notas (opcional)',
  'workflows.session.notesHint': '¿Qué se quedó contigo?',
  'workflows.session.complete': 'Completar sesión',
  'workflows.session.completing': 'Completando...',
  'workflows.session.completedHeading': 'Sesión completada',
  'workflows.session.completedDescription': 'Completada el {date}. Bien hecho.',
  'workflows.session.duration': '{minutes} min',
  'workflows.session.paused': 'Esta rutina se pausó; aún puedes completar la sesión de hoy.',
  'workflows.session.allStepsDone': 'Todos los pasos completados',
};
