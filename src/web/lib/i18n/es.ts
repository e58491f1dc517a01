import type { AppMessageKey } from './en';
import { errorCodesEs } from './error-codes-es';

/**
 * Latin American Spanish texts of the user app, the auth screens and the shared UI (the English,
 * en.ts, says what each is for).
 */
export const es: Record<AppMessageKey, string> = {
  'app.name': 'Psalmlight',
  'app.tagline': 'Salmos diarios, oración y reflexión',

  'errors.network':
    'No se puede conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  'errors.unexpected': 'Algo salió mal. Inténtalo de nuevo.',
  'errors.title': 'Error',
  ...errorCodesEs,

  'ui.close': 'Cerrar',
  'ui.showPassword': 'Mostrar contraseña',
  'ui.hidePassword': 'Ocultar contraseña',
  'ui.loading': 'Cargando...',
  'ui.theme.light': 'Claro',
  'ui.theme.dark': 'Oscuro',
  'ui.theme.system': 'Sistema',
  'ui.theme.cycle': 'Tema: {current}. Cambiar a {next}',
  'ui.language': 'Idioma',
  'ui.skipToContent': 'Saltar al contenido',

  // Session and sign-out (001 §8)
  'session.loading': 'Cargando tu camino espiritual...',
  'session.signedOut': 'Sesión cerrada',
  'session.signedOutDescription': 'Cerraste sesión.',
  'session.signedOutEverywhere': 'Se cerró tu sesión en todos tus dispositivos.',
  'session.signOutFailed': 'No se pudo cerrar sesión. Inténtalo de nuevo.',
  'session.globalLogout': 'Cerrar todas las sesiones',
  'session.globalLogoutHint': 'Cerrar sesión en todos los dispositivos',
  'session.signOut': 'Cerrar sesión',

  // Auth page (001 §2, §5, §8)
  'auth.title': 'Te damos la bienvenida',
  'auth.subtitle':
    'Inicia sesión para continuar tu camino espiritual, o crea una cuenta para comenzar.',
  'auth.privacyLink': 'Privacidad: cómo tratamos tus datos',
  'auth.tabSignIn': 'Iniciar sesión',
  'auth.tabSignUp': 'Crear cuenta',
  'auth.firstName': 'Nombre',
  'auth.lastName': 'Apellido',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.emailPlaceholder': 'tu@ejemplo.com',
  'auth.passwordHint': 'Al menos 6 caracteres.',
  'auth.signIn': 'Iniciar sesión',
  'auth.signingIn': 'Iniciando sesión...',
  'auth.signUp': 'Crear cuenta',
  'auth.signingUp': 'Creando cuenta...',
  'auth.forgotPassword': '¿Olvidaste tu contraseña?',
  'auth.forgotTitle': 'Restablece tu contraseña',
  'auth.forgotDescription':
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  'auth.sendReset': 'Enviar enlace',
  'auth.sendingReset': 'Enviando...',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.firstNameRequired': 'El nombre es obligatorio',
  'auth.lastNameRequired': 'El apellido es obligatorio',
  'auth.emailRequired': 'El correo electrónico es obligatorio',
  'auth.emailInvalid': 'Ingresa un correo electrónico válido',
  'auth.passwordRequired': 'La contraseña es obligatoria',
  'auth.passwordTooShort': 'La contraseña debe tener al menos 6 caracteres',
  'auth.passwordTooLong': 'La contraseña debe tener como máximo 128 caracteres',
  'auth.nameTooLong': 'Usa como máximo 100 caracteres',
  'auth.welcomeBack': 'Qué bueno verte de nuevo',
  'auth.welcomeBackDescription': 'Iniciaste sesión correctamente.',
  'auth.signInFailed': 'No se pudo iniciar sesión',
  'auth.signInFailedFallback': 'Revisa tus datos e inténtalo de nuevo.',
  'auth.emailNotVerified':
    'Primero confirma tu correo electrónico: abre el enlace que te enviamos al crear tu cuenta.',
  'auth.signUpFailed': 'No se pudo crear la cuenta',
  'auth.signUpFailedFallback': 'Inténtalo de nuevo.',
  'auth.checkEmail': 'Revisa tu correo',
  'auth.checkEmailDescription': 'Te enviamos un enlace de confirmación para verificar tu cuenta.',
  'auth.resetSent': 'Correo de restablecimiento enviado',
  'auth.resetSentDescription':
    'Si alguna cuenta usa esta dirección, ya va en camino un enlace para restablecer la contraseña.',
  'auth.resetFailedFallback': 'No se pudo enviar el correo de restablecimiento.',

  // Password reset page
  'reset.title': 'Crea una nueva contraseña',
  'reset.description': 'Elige una nueva contraseña para tu cuenta.',
  'reset.newPassword': 'Nueva contraseña',
  'reset.confirmPassword': 'Confirma la nueva contraseña',
  'reset.submit': 'Actualizar contraseña',
  'reset.submitting': 'Actualizando...',
  'reset.invalidLink': 'Enlace no válido',
  'reset.invalidLinkDescription':
    'Este enlace para restablecer la contraseña no es válido o ya venció.',
  'reset.mismatch': 'Las contraseñas no coinciden',
  'reset.mismatchDescription': 'Asegúrate de que ambas contraseñas sean iguales.',
  'reset.tooShort': 'Contraseña demasiado corta',
  'reset.tooShortDescription': 'La contraseña debe tener al menos 6 caracteres.',
  'reset.failed': 'No se pudo restablecer la contraseña',
  'reset.failedFallback': 'No se pudo actualizar la contraseña. Inténtalo de nuevo.',
  'reset.updatedToast': 'Contraseña actualizada',
  'reset.updatedToastDescription': 'Ya puedes iniciar sesión con tu nueva contraseña.',
  'reset.successTitle': '¡Contraseña actualizada!',
  'reset.successDescription': 'Tu contraseña se cambió. Te llevamos a iniciar sesión...',
  'reset.goToLogin': 'Ir a iniciar sesión',

  // Auth callback (001 §2)
  'callback.title': 'Confirmación de la cuenta',
  'callback.confirmingSignup': 'Confirmando tu cuenta...',
  'callback.confirmedSignup': '¡Cuenta confirmada correctamente!',
  'callback.confirmingRecovery': 'Confirmando el restablecimiento de contraseña...',
  'callback.confirmedRecovery':
    'Restablecimiento de contraseña confirmado. Ya puedes iniciar sesión con tu nueva contraseña.',
  'callback.invalid': 'Parámetros de confirmación no válidos.',
  'callback.failedSignup': 'No se pudo confirmar la cuenta. Inténtalo de nuevo.',
  'callback.failedRecovery':
    'No se pudo confirmar el restablecimiento de contraseña. Inténtalo de nuevo.',
  'callback.goToLogin': 'Ir a iniciar sesión',
  'callback.openApp': 'Abrir la app',

  // Navigation shell (001 §2)
  'nav.main': 'Navegación principal',
  'nav.dashboard': 'Inicio',
  'nav.workflows': 'Rutinas',
  'nav.subscription': 'Suscripción',
  'nav.settings': 'Configuración',
  'nav.journal': 'Diario',
  'nav.community': 'Comunidad',
  'nav.groups': 'Grupos',
  'nav.groupsUnread': '{count, plural, one {# aviso sin leer} other {# avisos sin leer}}',
  'nav.account': 'Cuenta',
  'nav.library': 'Biblioteca',
  'nav.collapse': 'Contraer barra lateral',
  'nav.expand': 'Expandir barra lateral',

  // Dashboard
  'dashboard.greeting': 'La paz sea contigo, {name}',
  'dashboard.greetingAnonymous': 'La paz sea contigo',
  'dashboard.subtitle': '¿Dónde quieres pasar un momento de quietud hoy?',
  'dashboard.tile.psalm': 'Salmo',
  'dashboard.tile.psalmDescription': 'Lee y escucha el salmo de hoy.',
  'dashboard.tile.journal': 'Diario',
  'dashboard.tile.journalDescription':
    'Escribe tus oraciones y reflexiones, y recuerda las oraciones respondidas.',
  'dashboard.tile.workflows': 'Rutinas',
  'dashboard.tile.workflowsDescription': 'Sigue rutinas guiadas de oración, meditación y estudio.',
  'dashboard.tile.community': 'Comunidad',
  'dashboard.tile.communityDescription':
    'Comparte reflexiones y peticiones de oración, y ora por los demás.',
  'dashboard.tile.library': 'Biblioteca',
  'dashboard.tile.libraryDescription': 'Explora oraciones, meditaciones y estudios bíblicos.',
  'dashboard.listening.title': 'Seguir escuchando',
  'dashboard.listening.resume': 'Reanudar en {time}',
  'dashboard.listening.progress': 'Cuánto llevas de {title}',
  'dashboard.latest.title': 'Contenido reciente',
  'dashboard.latest.loading': 'Cargando el contenido más reciente...',
  'dashboard.latest.empty':
    'Aún no se ha publicado nada. Aquí aparecerán nuevas oraciones y lecturas.',
  'dashboard.latest.failed': 'No se pudo cargar el contenido',
  'dashboard.latest.retry': 'Intentar de nuevo',
  'dashboard.latest.minutes': '{n} min',
  'dashboard.latest.difficulty.beginner': 'Principiante',
  'dashboard.latest.difficulty.intermediate': 'Intermedio',
  'dashboard.latest.difficulty.advanced': 'Avanzado',

  // Pages that later features fill
  'account.heading': 'Configuración de la cuenta',
  'account.subtitle': 'Tu perfil, preferencias y privacidad.',
  'account.profileDescription':
    'El nombre y el correo electrónico de tu cuenta. Tu correo no se puede cambiar aquí.',

  // Realtime (001 §4)
  'realtime.newContent': '¡Nuevo contenido disponible!',

  // Timezone sync (001 §7, §8)
  'timezone.updated': 'Zona horaria actualizada',
  'timezone.updatedDescription': 'Los horarios de tu contenido se ajustaron a {zone}',

  // Not found
  'notFound.title': 'Página no encontrada',
  'notFound.description':
    'No encontramos la página que buscabas. Es posible que se haya movido o que el enlace esté mal escrito.',
  'notFound.home': 'Ir al Inicio',
  'routeError.title': 'Algo salió mal',
  'routeError.description': 'No se pudo mostrar esta página. Recarga para intentarlo de nuevo.',
  'routeError.reload': 'Recargar',
  'offline.title': 'Estás sin conexión',
  'offline.description':
    'Esta página necesita conexión: no se ha guardado en este dispositivo. Disponible sin conexión: el salmo de hoy y las páginas que abriste antes.',
  'offline.openPsalm': 'Abrir el salmo de hoy',
  'offline.retry': 'Intentar de nuevo',
};
