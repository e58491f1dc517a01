import type { ErrorCodeKey } from './error-codes-en';

/** Brazilian Portuguese texts of the API error codes (the English, error-codes-en.ts, says what each is for). */
export const errorCodesPt: Record<ErrorCodeKey, string> = {
  'errors.code.premium_required': 'Este é um recurso Premium. Assine o Premium para continuar.',
  'errors.code.csrf_failed':
    'Esta solicitação não veio do app. Recarregue a página e tente novamente.',
  'errors.code.unsupported_media_type': 'Envie o corpo como application/json.',
  'errors.code.no_psalm_generated': 'Nenhum salmo foi gerado',
  'errors.code.invalid_credentials': 'E-mail ou senha incorretos',
  'errors.code.email_not_verified': 'E-mail não verificado',
  'errors.code.invalid_password': 'Senha inválida',
  'errors.code.invalid_token': 'Token inválido',
  'errors.code.token_expired': 'Token expirado',
};
