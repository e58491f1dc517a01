import type { ValidationKey } from './validation-en';

/**
 * Latin American Spanish texts of the validation messages (the English, validation-en.ts, says
 * what each is for). Values the API expects word for word (true, monday, active…) stay as they are.
 */
export const validationEs: Record<ValidationKey, string> = {
  // Required fields
  'validation.titleRequired': 'El título es obligatorio',
  'validation.messageRequired': 'El mensaje es obligatorio',
  'validation.commentRequired': 'El comentario es obligatorio',
  'validation.nameRequired': 'El nombre es obligatorio',
  'validation.firstNameRequired': 'El nombre es obligatorio',
  'validation.lastNameRequired': 'El apellido es obligatorio',
  'validation.emailRequired': 'El correo es obligatorio',
  'validation.passwordRequired': 'La contraseña es obligatoria',
  'validation.categoryRequired': 'La categoría es obligatoria',
  'validation.enterEmail': 'Escribe una dirección de correo',
  'validation.enterPassword': 'Escribe tu contraseña',
  'validation.enterPrompt': 'Escribe un prompt para el salmo',
  'validation.fillTitleAndContent': 'Completa el título y el contenido',
  'validation.chooseDate': 'Elige una fecha',
  'validation.changeAField': 'Cambia al menos un campo',

  // Lengths
  'validation.titleMax': 'El título puede tener como máximo {0} caracteres',
  'validation.messageMax': 'El mensaje puede tener como máximo {0} caracteres',
  'validation.commentMax': 'El comentario puede tener como máximo {0} caracteres',
  'validation.contentMax': 'El contenido puede tener como máximo {0} caracteres',
  'validation.testimonyMax': 'El testimonio puede tener como máximo {0} caracteres',
  'validation.descriptionMax': 'La descripción puede tener como máximo {0} caracteres',
  'validation.descriptionTooLong': 'La descripción es demasiado larga',
  'validation.bodyMax': 'El cuerpo del texto puede tener como máximo {0} caracteres',
  'validation.noNul': 'No puede contener el carácter NUL (U+{0}).',
  'validation.contentHasNoBody':
    'Este elemento no tiene cuerpo de texto para narrar. Escribe uno y guárdalo primero.',
  'validation.nameMax': 'El nombre puede tener como máximo {0} caracteres',
  'validation.notesMax': 'Las notas pueden tener como máximo {0} caracteres',
  'validation.scriptureMax': 'La cita bíblica puede tener como máximo {0} caracteres',
  'validation.promptMax': 'El prompt puede tener como máximo {0} caracteres',
  'validation.promptTemplateMax': 'La plantilla de prompt puede tener como máximo {0} caracteres',
  'validation.tagMax': 'Cada etiqueta puede tener como máximo {0} caracteres',
  'validation.tagsMax': 'Como máximo {0} etiquetas',
  'validation.charactersMax': 'Como máximo {0} caracteres',
  'validation.fullNameMax': 'Usa {0} caracteres o menos',
  'validation.nameCharacters':
    'Los nombres no pueden contener saltos de línea, tabulaciones ni otros caracteres de control',
  'validation.atMost': 'Como máximo {0}',
  'validation.atLeast': 'Como mínimo {0}',

  // Passwords and accounts
  'validation.passwordTooShort': 'La contraseña debe tener al menos {0} caracteres',
  'validation.passwordTooLong': 'La contraseña puede tener como máximo {0} caracteres',
  'validation.commonPassword': 'Esa contraseña es de las más usadas. Por favor, elige otra.',
  'validation.passwordIsEmail': 'Tu contraseña no puede ser tu dirección de correo.',
  'validation.wrongPassword': 'Esa contraseña no es correcta.',
  'validation.email': 'Escribe una dirección de correo válida',
  'validation.userNotFound':
    'No se encontró al usuario. Asegúrate de que ya se haya registrado en el sistema.',
  'validation.avatarTooLarge': 'La imagen pesa más de {0} MB. Por favor, elige una más liviana.',
  'validation.avatarNotImage': 'Elige una imagen PNG, JPEG, WebP o GIF.',
  'validation.recordingNotAudio':
    'No podemos leer este archivo como grabación. Elige un archivo MP3, M4A, OGG o WAV.',
  'validation.recordingTooLarge': 'La grabación pesa más de {0} MB. Elige un archivo más liviano.',
  'validation.recordingTooLong': 'La grabación dura más de {0} minutos. Elige una más corta.',
  'validation.recordingSilent':
    'La grabación está en silencio. Elige una en la que se oiga a quien lee.',
  'validation.recordingPlays':
    'Una grabación suena para este elemento. Quita la grabación antes de cambiar su audio.',
  'validation.readerNameRequired': 'Escribe el nombre de quien lee',

  // Numbers, dates and times
  'validation.wholeNumberRange': 'Escribe un número entero del {0} al {1}',
  'validation.time': 'Usa una hora como {0}:{1}',
  'validation.quarterHour': 'Usa una hora como {0}:{1}, en intervalos de 15 minutos',
  'validation.reminderTimesMax': 'Como máximo {0} horarios de recordatorio',
  'validation.eachTimeOnce': 'Cada hora solo una vez',
  'validation.textRequired': 'El texto es obligatorio',
  'validation.publishAfterGeneration':
    'Elige una hora de publicación posterior a la hora de generación',
  'validation.dateLike': 'Usa una fecha como {0}-{1}-{2}',
  'validation.dateBetween': 'Elige una fecha entre {0} y {1}',
  'validation.startAfterEnd': 'La fecha de inicio no puede ser posterior a la de fin',
  'validation.rangeMax': 'Elige un período de un año como máximo',
  'validation.timeZone': 'Zona horaria desconocida',
  'validation.wholeMinutes': 'Usa minutos enteros',
  'validation.durationNegative': 'La duración no puede ser negativa',
  'validation.minutesMax': 'Como máximo {0} minutos',
  'validation.durationRange': 'La duración debe ser de {0} a {1} minutos',
  'validation.stepPauseRange': 'La pausa entre los pasos debe ser de {0} a {1} segundos',
  'validation.listeningPosition':
    'La posición debe ser un número entero de milisegundos, como máximo un día',
  'validation.stepsNumber': 'Indica un número de pasos',
  'validation.stepsWhole': 'Indica un número entero de pasos',
  'validation.stepsNegative': 'Los pasos no pueden ser negativos',

  // Choices
  'validation.trueOrFalse': 'Debe ser true o false',
  'validation.useTrueOrFalse': 'Usa true o false',
  'validation.contentTypes': 'Elige tipos de contenido entre: {0}',
  'validation.contentDuration': 'Elige corta, media o larga',
  'validation.colour': 'Usa un color como #3B82F6',
  'validation.workflowType': 'Elige un tipo: diaria, semanal, mensual o personalizada',
  'validation.workflowCategory':
    'Elige una categoría: oración, meditación, estudio, reflexión o servicio',
  'validation.weekdayNames': 'Usa los nombres de los días en inglés, como monday',
  'validation.sevenDays': 'Como máximo siete días',
  'validation.daysOnlyForWeekly': 'Los días solo se pueden elegir en una rutina semanal',
  'validation.chooseADay': 'Elige al menos un día para una rutina semanal',
  'validation.contentItemsMax': 'Como máximo {0} contenidos',
  'validation.activeOrPaused': 'Usa active o paused',
  'validation.billingPlan': 'Elige el plan mensual o el anual',
  'validation.cancelOrSwitch': 'Elige cancel o switch',
  'validation.onyxVoice': 'Los salmos se narran con la voz onyx',

  // Ids and links
  'validation.contentId': 'El identificador de contenido no es válido',
  'validation.commentId': 'El identificador de comentario no es válido',
  'validation.id': 'El identificador no es válido',
  'validation.appPath': 'Una ruta de esta app',
  'validation.httpsUrl': 'Debe ser una URL https',
  'validation.audioUrl':
    'Usa un enlace que empiece por https:// o conserva el audio que este elemento ya tiene.',
  'validation.base64url': 'Debe estar en base64url',
  'validation.p256Key': 'Debe ser una clave P-{1} de {0} bytes',
  'validation.bytes': 'Debe tener {0} bytes',

  // Import
  'validation.csvOrJson': 'Elige CSV o JSON',
  'validation.importEmpty': 'Pega o sube algún contenido para importar',
  'validation.defaultCategory': 'Elige una categoría predeterminada',

  // Refusals the contracts name
  'validation.generateFirst': 'Primero genera un salmo',
  'validation.noPsalm': 'No se generó ningún salmo',
  'validation.onlyAdministrators':
    'Solo los administradores pueden crear, editar o eliminar rutinas',
  'validation.widgetsOff': 'Los widgets están apagados por ahora. Vuelve más tarde.',
  'validation.widgetsUnavailable':
    'Los widgets no están disponibles por el momento. Vuelve más tarde.',

  // Prayer groups
  'validation.inviteCodeMissing': 'Al enlace de invitación le falta su código',
  'validation.noSuchGroup': 'Ese grupo no existe.',
  'validation.inviteNotValid':
    'Este enlace de invitación no es válido. Pide uno nuevo al líder del grupo.',
  'validation.inviteExpired':
    'Este enlace de invitación ha caducado. Pide uno nuevo al líder del grupo.',
  'validation.removedFromGroup':
    'Un líder de este grupo te quitó de él, así que este enlace no te deja volver.',
  'validation.tooManyGroups':
    'Estás en {0} grupos, el máximo para un miembro. Sal de uno para unirte a otro.',
  'validation.groupFull': 'Este grupo tiene {0} miembros, el máximo que puede tener un grupo.',
  'validation.creatingIsPremium':
    'Crear un grupo es parte de Premium. Aún puedes unirte a grupos con un enlace de invitación.',

  // The server's own words around a 400 (src/server/http)
  'validation.correctFields': 'Corrige los campos marcados.',
  'validation.unknownField': 'Campo desconocido.',
  'validation.malformed': 'La solicitud tiene un formato incorrecto.',
};
