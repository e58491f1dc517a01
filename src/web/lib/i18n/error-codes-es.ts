import type { ErrorCodeKey } from './error-codes-en';

/** Latin American Spanish texts of the API error codes (the English, error-codes-en.ts, says what each is for). */
export const errorCodesEs: Record<ErrorCodeKey, string> = {
  'errors.code.premium_required': 'Esta es una función Premium. Hazte Premium para continuar.',
  'errors.code.csrf_failed':
    'Esta solicitud no provino de la app. Recarga la página e inténtalo de nuevo.',
  'errors.code.unsupported_media_type': 'Envía el cuerpo como application/json.',
  'errors.code.no_psalm_generated': 'No se generó ningún salmo',
  'errors.code.invalid_credentials': 'Correo electrónico o contraseña incorrectos',
  'errors.code.email_not_verified': 'Correo electrónico no verificado',
  'errors.code.invalid_password': 'Contraseña no válida',
  'errors.code.invalid_token': 'Token no válido',
  'errors.code.token_expired': 'Token vencido',
  'errors.general.daily_limit_reached':
    'Ya abriste los elementos gratuitos de hoy. Hazte Premium para tener contenido diario ilimitado.',
  'errors.general.validation_failed': 'Corrige los campos resaltados.',
  'errors.general.bad_request': 'No se pudo entender la solicitud. Inténtalo de nuevo.',
  'errors.general.unauthenticated': 'Primero inicia sesión.',
  'errors.general.forbidden': 'No tienes permiso para hacer eso.',
  'errors.general.not_found': 'No encontramos eso. Quizá se haya eliminado.',
  'errors.general.conflict': 'Eso choca con algo que ya existe o que acaba de cambiar.',
  'errors.general.payload_too_large': 'Es demasiado grande para enviarlo.',
  'errors.general.rate_limited': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'errors.general.internal': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  'errors.general.unavailable':
    'El servicio no está disponible en este momento. Inténtalo de nuevo.',
  'errors.general.generation_failed':
    'El servicio de texto o de voz falló. Inténtalo de nuevo en un momento.',
  'errors.general.widget_disabled': 'Los widgets están desactivados por ahora.',
  'errors.general.billing_failed':
    'El servicio de pago no respondió. Inténtalo de nuevo en un momento.',
  'errors.general.push_failed': 'No se pudo enviar la notificación. Inténtalo de nuevo.',
  'errors.general.email_taken': 'Ya existe una cuenta con este correo electrónico.',
};
