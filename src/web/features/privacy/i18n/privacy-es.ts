import type { privacyEn } from './privacy-en';

/**
 * Latin American Spanish texts of the privacy page (the English, privacy-en.ts, says what each is
 * for). Each statement must say exactly what the English says.
 */
export const privacyEs: Record<keyof typeof privacyEn, string> = {
  'privacy.title': 'Privacidad',
  'privacy.intro':
    'Psalmlight guarda solo lo que necesita para ofrecerte la app, lo conserva en el servidor que la ejecuta y no lo comparte con nadie con fines de publicidad o rastreo. Aquí verás qué se guarda, por qué, durante cuánto tiempo y qué puedes hacer al respecto.',
  'privacy.back': 'Volver a Psalmlight',

  'privacy.storedTitle': 'Qué guardamos y por qué',
  'privacy.accountTerm': 'Tu cuenta',
  'privacy.account':
    'Tu dirección de correo electrónico, tu nombre y tu contraseña (guardada solo como un hash irreversible), para que puedas iniciar sesión y podamos enviarte correos de confirmación y de restablecimiento de contraseña; y tus sesiones, para que tu sesión siga iniciada en tus dispositivos.',
  'privacy.profileTerm': 'Tu perfil y tus preferencias',
  'privacy.profile':
    'Tu foto de perfil si agregas una, tu denominación, tu enfoque de oración, idioma, tema y tus opciones de audio, recordatorios y correo electrónico, para que la app funcione como lo pediste.',
  'privacy.journalTerm': 'Tu diario',
  'privacy.journal':
    'Las entradas de tu diario, que solo tú puedes leer. Lo que escribes en ellas (título, texto, referencia bíblica, etiquetas y notas sobre la respuesta) se cifra antes de guardarse, de modo que una copia de la base de datos no puede leerse sin la clave del servidor.',
  'privacy.communityTerm': 'Comunidad',
  'privacy.community':
    'Lo que publicas, comentas y marcas con “me gusta” en la comunidad, para que otros puedan verlo, y lo que denuncias, que solo ven los moderadores.',
  'privacy.practiceTerm': 'Tu práctica',
  'privacy.practice':
    'Tus sesiones y tu progreso en las rutinas, y qué elementos de la biblioteca abriste cada día (el límite diario del plan gratuito), para que la app pueda mostrar tus rachas y retomar donde lo dejaste.',
  'privacy.subscriptionTerm': 'Suscripciones',
  'privacy.subscription':
    'Si te suscribes: tu plan, su estado y su fecha de renovación, y las referencias que el proveedor de pagos usa para identificarte. Los datos de la tarjeta van al proveedor de pagos (Stripe) y nunca nos llegan.',
  'privacy.pushTerm': 'Notificaciones',
  'privacy.push':
    'Si activas las notificaciones push: la dirección push de cada dispositivo, para que tus recordatorios le lleguen, y un registro de qué recordatorios se enviaron, para que ninguno se envíe dos veces.',
  'privacy.audioTerm': 'Audio',
  'privacy.audio':
    'La narración que pides se guarda como un archivo de audio junto al salmo al que pertenece, para que pueda reproducirse de nuevo sin volver a generarse.',
  'privacy.deviceTerm': 'En tu dispositivo',
  'privacy.device':
    'Tu navegador guarda el tema que elegiste, la cookie que mantiene tu sesión iniciada y, para usar la app sin conexión, copias de las páginas y los salmos que abriste; al cerrar sesión, esas copias se eliminan.',

  'privacy.durationTitle': 'Cuánto tiempo lo guardamos',
  'privacy.durationAccount':
    'Lo que pertenece a tu cuenta se guarda hasta que lo elimines o elimines tu cuenta.',
  'privacy.durationPsalms':
    'Los salmos del día, y la narración creada para ellos, se eliminan 30 días después de su fecha.',
  'privacy.durationSessions':
    'Una sesión termina tras 30 días sin uso, o de inmediato cuando cierras sesión; “Cerrar todas las sesiones” las termina en todos los dispositivos.',
  'privacy.durationDeletion':
    'Cuando eliminas tu cuenta, tus datos personales se borran de inmediato: perfil, preferencias, diario, práctica, suscripciones, configuración de notificaciones y sesiones. Tus publicaciones, comentarios y “me gusta” en la comunidad se eliminan o se anonimizan, según se indica cuando confirmas la eliminación.',
  'privacy.durationLogs':
    'El registro del servidor anota la ruta, el estado y la hora de cada solicitud, nunca lo que escribiste. Los intentos de inicio de sesión se cuentan por dirección de red durante unos minutos, solo en memoria, para impedir que se adivinen contraseñas.',

  'privacy.rightsTitle': 'Tus derechos',
  'privacy.rightsDownload':
    'Llévate tus datos: “Descargar mis datos”, en tu página de Cuenta, te da en un solo archivo todo lo que es tuyo.',
  'privacy.rightsCorrect':
    'Corrígelos: cambia tu nombre, tu foto de perfil y tus preferencias en tu página de Cuenta en cualquier momento.',
  'privacy.rightsDelete':
    'Bórralos: elimina cualquier entrada del diario, publicación o comentario tuyo cuando quieras, o usa “Eliminar mi cuenta” en tu página de Cuenta para borrarlo todo.',
  'privacy.rightsAccount': 'Ir a tu página de Cuenta',

  'privacy.trackersTitle': 'Sin rastreadores',
  'privacy.trackers':
    'Sin publicidad, sin analíticas, sin rastreadores ni cookies de terceros. Cada página, fuente, ícono y script proviene de este servidor.',
  'privacy.providers':
    'Si quienes administran esta app conectan un servicio de IA para escribir y narrar salmos, ese servicio recibe las instrucciones (prompts) que escribe el equipo y el texto del salmo que se leerá en voz alta, nunca nada de lo que tú escribes.',
};
