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
  'errors.general.daily_limit_reached':
    'Você já abriu os itens gratuitos de hoje. Assine o Premium para ter conteúdo diário ilimitado.',
  'errors.general.validation_failed': 'Corrija os campos destacados.',
  'errors.general.bad_request': 'Não foi possível entender a solicitação. Tente novamente.',
  'errors.general.unauthenticated': 'Entre na sua conta primeiro.',
  'errors.general.forbidden': 'Você não tem permissão para fazer isso.',
  'errors.general.not_found': 'Não encontramos isso. Talvez tenha sido removido.',
  'errors.general.conflict': 'Isso entra em conflito com algo que já existe ou acabou de mudar.',
  'errors.general.payload_too_large': 'Isso é grande demais para enviar.',
  'errors.general.rate_limited': 'Muitas tentativas. Aguarde um momento e tente novamente.',
  'errors.general.internal': 'Algo deu errado do nosso lado. Tente novamente.',
  'errors.general.unavailable': 'O serviço está indisponível no momento. Tente novamente.',
  'errors.general.generation_failed':
    'O serviço de texto ou de voz falhou. Tente novamente daqui a pouco.',
  'errors.general.widget_disabled': 'Os widgets estão desativados no momento.',
  'errors.general.billing_failed':
    'O serviço de pagamento não respondeu. Tente novamente daqui a pouco.',
  'errors.general.push_failed': 'Não foi possível enviar a notificação. Tente novamente.',
  'errors.general.email_taken': 'Já existe uma conta com este e-mail.',
};
