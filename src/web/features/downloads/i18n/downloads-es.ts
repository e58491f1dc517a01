import type { DownloadsMessageKey } from './downloads-en';

/** Textos en español de las descargas para usar sin conexión. */
export const downloadsEs: Record<DownloadsMessageKey, string> = {
  'downloads.download': 'Descargar para usar sin conexión',
  'downloads.weekAction': 'Descargar los salmos de esta semana',
  'downloads.weekTitle': 'Salmos de esta semana',
  'downloads.started': 'Descargando {title}...',
  'downloads.preparing': 'Preparando la descarga...',
  'downloads.downloading':
    'Descargando... {done} de {total, plural, one {# archivo} other {# archivos}}',
  'downloads.progressLabel': 'Progreso de la descarga',
  'downloads.downloaded': 'Descargado · {size}',
  'downloads.remove': 'Quitar descarga',
  'downloads.saved': 'Guardado para usar sin conexión',
  'downloads.savedDescription': '{title} ya se puede leer y escuchar sin conexión.',
  'downloads.failed': 'La descarga no pudo terminar',
  'downloads.deviceFull':
    'Tu dispositivo está lleno. Quita algunas descargas o libera espacio y vuelve a intentarlo.',
  'downloads.networkFailed':
    'La conexión se cortó durante la descarga. Vuelve a intentarlo cuando tengas conexión.',
  'downloads.incomplete':
    'No se pudo obtener un archivo de esta descarga. Vuelve a intentarlo en un momento.',
  'downloads.removed': 'Descarga eliminada',
  'downloads.removeFailed': 'No se pudo quitar la descarga',
  'downloads.premiumTitle': 'Las descargas son parte de Premium',
  'downloads.premiumDetail':
    'Premium guarda elementos, rutinas y los salmos de la semana en este dispositivo, para leer y escuchar sin conexión.',

  'downloads.sectionTitle': 'Descargas',
  'downloads.sectionDescription':
    'Lo que guardas en este dispositivo para leer y escuchar sin conexión. Cerrar sesión lo quita.',
  'downloads.empty': 'Todavía no has descargado nada.',
  'downloads.emptyHint':
    'Elige “Descargar para usar sin conexión” en un elemento de la biblioteca o en una sesión de rutina, o descarga los salmos de esta semana en la página Salmo del Día.',
  'downloads.items': '{count, plural, one {# elemento} other {# elementos}}',
  'downloads.savedOn': 'Guardado el {date}',
  'downloads.total': '{count, plural, one {# descarga} other {# descargas}} · {size} en total',
  'downloads.usage': 'Usando {usage} de {quota} en este dispositivo',
  'downloads.kind.content': 'Elemento de la biblioteca',
  'downloads.kind.workflow': 'Rutina',
  'downloads.kind.week': 'Salmos de la semana',
  'downloads.removeAction': 'Quitar',
  'downloads.refreshAction': 'Actualizar',
  'downloads.refreshNamed': 'Actualizar {title}',
  'downloads.removeNamed': 'Quitar {title}',
  'downloads.removeTitle': '¿Quitar esta descarga?',
  'downloads.removeDescription':
    '{title} dejará de estar disponible sin conexión. Puedes volver a descargarlo cuando tengas conexión.',
  'downloads.cancel': 'Cancelar',
  'downloads.removing': 'Quitando...',
  'downloads.loadFailed': 'No se pudieron leer tus descargas en este dispositivo.',
  'downloads.unsupported': 'Este navegador no puede guardar descargas para usar sin conexión.',
};
