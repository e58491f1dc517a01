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
};
