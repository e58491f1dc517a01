import type { PsalmMessageKey } from './psalm-en';

/**
 * Latin American Spanish texts of the Psalm page (the English, psalm-en.ts, says what each is for).
 */
export const psalmEs: Record<PsalmMessageKey, string> = {
  'psalm.heading': 'Salmo del Día',
  'psalm.subtitle': 'Un salmo para cada día, para leer o escuchar.',
  'psalm.settingsButton': 'Configuración del salmo',

  'psalm.theme.praise': 'Alabanza',
  'psalm.theme.gratitude': 'Gratitud',
  'psalm.theme.guidance': 'Guía',
  'psalm.theme.comfort': 'Consuelo',
  'psalm.theme.protection': 'Protección',
  'psalm.theme.forgiveness': 'Perdón',
  'psalm.theme.strength': 'Fortaleza',
  'psalm.theme.peace': 'Paz',
  'psalm.theme.joy': 'Alegría',
  'psalm.theme.trust': 'Confianza',

  // Today's Psalm card
  'psalm.today.title': 'Salmo de Hoy',
  'psalm.today.generatedAt': 'Generado a las {time}',
  'psalm.today.themeLabel': 'Tema',
  'psalm.today.collapse': 'Ocultar el salmo',
  'psalm.today.expand': 'Mostrar el salmo',
  'psalm.today.refresh': 'Actualizar el salmo de hoy',
  'psalm.today.collapsedNote': 'El salmo está plegado. Muéstralo de nuevo con la flecha de arriba.',
  'psalm.today.inEnglish':
    'El salmo de hoy todavía no está disponible en español; mientras tanto, puedes leerlo en inglés.',
  'psalm.empty.title': 'No hay salmo para hoy',
  'psalm.empty.description': 'El salmo de hoy aún no se ha publicado. ¡Vuelve más tarde!',
  'psalm.loadFailed': 'No se pudo cargar el salmo del día',
  'psalm.loadFailedDescription': 'Revisa tu conexión e intenta de nuevo.',
  'psalm.retry': 'Intentar de nuevo',
  'psalm.loading': 'Cargando el salmo de hoy...',

  // Audio (001 §4, §8)
  'psalm.audio.generate': 'Generar audio',
  'psalm.audio.generating': 'Generando audio...',
  'psalm.audio.generatingHint':
    'Una voz está leyendo el salmo. Esto puede tardar hasta 20 segundos.',
  'psalm.audio.offer': 'Aún no hay narración. Genera una para escuchar este salmo.',
  'psalm.audio.readBy': 'Leído por {name}',
  'psalm.audio.success': '¡Audio generado con éxito!',
  'psalm.audio.failed': 'No se pudo generar el audio',

  // Featured Psalms
  'psalm.featured.title': 'Salmos destacados',
  'psalm.featured.description': 'Salmos de los últimos 30 días.',
  'psalm.featured.filtered': 'Salmos de los últimos 30 días sobre {category}.',
  'psalm.featured.emptyTitle': 'Aún no hay salmos destacados',
  'psalm.featured.emptyDescription': 'Aquí se reunirán los salmos de los últimos 30 días.',
  'psalm.featured.emptyFiltered': 'No hay salmos sobre {category} en los últimos 30 días.',
  'psalm.featured.showAll': 'Mostrar todos los salmos',
  'psalm.featured.loadFailed': 'No se pudieron cargar los salmos destacados.',
  'psalm.featured.read': 'Leer',
  'psalm.featured.readLabel': 'Leer {title}',
  'psalm.featured.hasAudio': 'Audio',
  'psalm.featured.inEnglish': 'En inglés',
  'psalm.reader.loading': 'Cargando el salmo...',
  'psalm.reader.failed': 'No se pudo cargar el contenido',

  // Browse by Category (static list, 001 §2)
  'psalm.browse.title': 'Explorar por categoría',
  'psalm.browse.description': 'Muestra los salmos destacados de un tema.',
  'psalm.category.comfort': 'Consuelo',
  'psalm.category.praise': 'Alabanza',
  'psalm.category.protection': 'Protección',
  'psalm.category.wisdom': 'Sabiduría',
  'psalm.category.forgiveness': 'Perdón',
  'psalm.category.strength': 'Fortaleza',
  'psalm.category.joy': 'Alegría',
  'psalm.category.peace': 'Paz',

  // Psalm settings dialog (daily_psalm delivery preferences)
  'psalm.settings.title': 'Configuración del salmo',
  'psalm.settings.description': 'Elige si, cuándo y cómo recibes el salmo del día.',
  'psalm.settings.enabled': 'Salmo del día',
  'psalm.settings.enabledHint': 'Recibe un salmo cada día.',
  'psalm.settings.deliveryTime': 'Hora de envío',
  'psalm.settings.timezone': 'Zona horaria',
  'psalm.settings.thisDevice': '{zone} (este dispositivo)',
  'psalm.settings.formats': 'Cómo lo recibes',
  'psalm.settings.wantsText': 'Texto',
  'psalm.settings.wantsTextHint': 'Lee el salmo.',
  'psalm.settings.wantsAudio': 'Audio',
  'psalm.settings.wantsAudioHint': 'Escucha la narración.',
  'psalm.settings.wantsNotification': 'Notificación',
  'psalm.settings.wantsNotificationHint': 'Recibe un recordatorio a la hora indicada.',
  'psalm.settings.save': 'Guardar configuración',
  'psalm.settings.saving': 'Guardando...',
  'psalm.settings.cancel': 'Cancelar',
  'psalm.settings.loading': 'Cargando tus preferencias...',
  'psalm.settings.loadFailed': 'No se pudieron cargar las preferencias de contenido',
  'psalm.settings.saved': 'Configuración guardada',
  'psalm.settings.savedDescription': 'Tus preferencias del salmo se actualizaron correctamente.',
  'psalm.settings.error': 'Error',
  'psalm.settings.errorDescription': 'No se pudieron guardar las preferencias. Intenta de nuevo.',
};
