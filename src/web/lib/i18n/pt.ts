import type { AppMessageKey } from './en';
import { errorCodesPt } from './error-codes-pt';

/**
 * Brazilian Portuguese texts of the user app, the auth screens and the shared UI (the English,
 * en.ts, says what each is for).
 */
export const pt: Record<AppMessageKey, string> = {
  'app.name': 'Psalmlight',
  'app.tagline': 'Salmos diários, oração e reflexão',

  'errors.network':
    'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'errors.unexpected': 'Algo deu errado. Tente novamente.',
  'errors.title': 'Erro',
  ...errorCodesPt,

  'ui.close': 'Fechar',
  'ui.showPassword': 'Mostrar senha',
  'ui.hidePassword': 'Ocultar senha',
  'ui.loading': 'Carregando...',
  'ui.theme.light': 'Claro',
  'ui.theme.dark': 'Escuro',
  'ui.theme.system': 'Sistema',
  'ui.theme.cycle': 'Tema: {current}. Mudar para {next}',
  'ui.language': 'Idioma',
  'ui.skipToContent': 'Pular para o conteúdo',

  // Session and sign-out (001 §8)
  'session.loading': 'Carregando sua jornada espiritual...',
  'session.signedOut': 'Você saiu',
  'session.signedOutDescription': 'Você saiu da sua conta.',
  'session.signedOutEverywhere': 'Você saiu da sua conta em todos os seus dispositivos.',
  'session.signOutFailed': 'Não foi possível sair. Tente novamente.',
  'session.globalLogout': 'Encerrar todas as sessões',
  'session.globalLogoutHint': 'Sair em todos os dispositivos',
  'session.signOut': 'Sair',

  // Auth page (001 §2, §5, §8)
  'auth.title': 'Boas-vindas',
  'auth.subtitle': 'Entre para continuar sua jornada espiritual ou crie uma conta para começar.',
  'auth.privacyLink': 'Privacidade: como tratamos seus dados',
  'auth.tabSignIn': 'Entrar',
  'auth.tabSignUp': 'Criar conta',
  'auth.firstName': 'Nome',
  'auth.lastName': 'Sobrenome',
  'auth.email': 'E-mail',
  'auth.password': 'Senha',
  'auth.emailPlaceholder': 'voce@exemplo.com',
  'auth.passwordHint': 'Pelo menos 6 caracteres.',
  'auth.signIn': 'Entrar',
  'auth.signingIn': 'Entrando...',
  'auth.signUp': 'Criar conta',
  'auth.signingUp': 'Criando conta...',
  'auth.forgotPassword': 'Esqueceu a senha?',
  'auth.forgotTitle': 'Redefina sua senha',
  'auth.forgotDescription':
    'Digite o e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
  'auth.sendReset': 'Enviar link',
  'auth.sendingReset': 'Enviando...',
  'auth.backToSignIn': 'Voltar para o login',
  'auth.firstNameRequired': 'O nome é obrigatório',
  'auth.lastNameRequired': 'O sobrenome é obrigatório',
  'auth.emailRequired': 'O e-mail é obrigatório',
  'auth.emailInvalid': 'Digite um e-mail válido',
  'auth.passwordRequired': 'A senha é obrigatória',
  'auth.passwordTooShort': 'A senha deve ter pelo menos 6 caracteres',
  'auth.passwordTooLong': 'A senha deve ter no máximo 128 caracteres',
  'auth.nameTooLong': 'Use no máximo 100 caracteres',
  'auth.welcomeBack': 'Que bom ter você de volta',
  'auth.welcomeBackDescription': 'Você entrou com sucesso.',
  'auth.signInFailed': 'Não foi possível entrar',
  'auth.signInFailedFallback': 'Verifique seus dados e tente novamente.',
  'auth.emailNotVerified':
    'Confirme seu e-mail primeiro: abra o link que enviamos quando você criou a conta.',
  'auth.signUpFailed': 'Não foi possível criar a conta',
  'auth.signUpFailedFallback': 'Tente novamente.',
  'auth.checkEmail': 'Verifique seu e-mail',
  'auth.checkEmailDescription': 'Enviamos um link de confirmação para verificar sua conta.',
  'auth.resetSent': 'E-mail de redefinição enviado',
  'auth.resetSentDescription':
    'Se alguma conta usa este endereço, um link para redefinir a senha está a caminho.',
  'auth.resetFailedFallback': 'Não foi possível enviar o e-mail de redefinição.',

  // Password reset page
  'reset.title': 'Defina uma nova senha',
  'reset.description': 'Escolha uma nova senha para sua conta.',
  'reset.newPassword': 'Nova senha',
  'reset.confirmPassword': 'Confirme a nova senha',
  'reset.submit': 'Atualizar senha',
  'reset.submitting': 'Atualizando...',
  'reset.invalidLink': 'Link de redefinição inválido',
  'reset.invalidLinkDescription': 'Este link de redefinição de senha é inválido ou expirou.',
  'reset.mismatch': 'As senhas não coincidem',
  'reset.mismatchDescription': 'Confira se as duas senhas são iguais.',
  'reset.tooShort': 'Senha muito curta',
  'reset.tooShortDescription': 'A senha deve ter pelo menos 6 caracteres.',
  'reset.failed': 'Falha ao redefinir a senha',
  'reset.failedFallback': 'Não foi possível atualizar a senha. Tente novamente.',
  'reset.updatedToast': 'Senha atualizada',
  'reset.updatedToastDescription': 'Agora você pode entrar com sua nova senha.',
  'reset.successTitle': 'Senha atualizada!',
  'reset.successDescription': 'Sua senha foi alterada. Levando você para o login...',
  'reset.goToLogin': 'Ir para o login',

  // Auth callback (001 §2)
  'callback.title': 'Confirmação da conta',
  'callback.confirmingSignup': 'Confirmando sua conta...',
  'callback.confirmedSignup': 'Conta confirmada com sucesso!',
  'callback.confirmingRecovery': 'Confirmando a redefinição de senha...',
  'callback.confirmedRecovery':
    'Redefinição de senha confirmada. Agora você pode entrar com sua nova senha.',
  'callback.invalid': 'Parâmetros de confirmação inválidos.',
  'callback.failedSignup': 'Não foi possível confirmar a conta. Tente novamente.',
  'callback.failedRecovery': 'Não foi possível confirmar a redefinição de senha. Tente novamente.',
  'callback.goToLogin': 'Ir para o login',
  'callback.openApp': 'Abrir o app',

  // Navigation shell (001 §2)
  'nav.main': 'Navegação principal',
  'nav.dashboard': 'Início',
  'nav.workflows': 'Rotinas',
  'nav.subscription': 'Assinatura',
  'nav.settings': 'Configurações',
  'nav.journal': 'Diário',
  'nav.community': 'Comunidade',
  'nav.groups': 'Grupos',
  'nav.groupsUnread': '{count, plural, one {# aviso não lido} other {# avisos não lidos}}',
  'nav.account': 'Conta',
  'nav.library': 'Biblioteca',
  'nav.collapse': 'Recolher barra lateral',
  'nav.expand': 'Expandir barra lateral',

  // Dashboard
  'dashboard.greeting': 'A paz esteja com você, {name}',
  'dashboard.greetingAnonymous': 'A paz esteja com você',
  'dashboard.subtitle': 'Onde você quer passar um momento de silêncio hoje?',
  'dashboard.tile.psalm': 'Salmo',
  'dashboard.tile.psalmDescription': 'Leia e ouça o salmo de hoje.',
  'dashboard.tile.journal': 'Diário',
  'dashboard.tile.journalDescription':
    'Escreva suas orações e reflexões, e lembre-se das orações respondidas.',
  'dashboard.tile.workflows': 'Rotinas',
  'dashboard.tile.workflowsDescription': 'Siga rotinas guiadas de oração, meditação e estudo.',
  'dashboard.tile.community': 'Comunidade',
  'dashboard.tile.communityDescription':
    'Compartilhe reflexões e pedidos de oração, e ore pelos outros.',
  'dashboard.tile.library': 'Biblioteca',
  'dashboard.tile.libraryDescription': 'Explore orações, meditações e estudos bíblicos.',
  'dashboard.listening.title': 'Continuar ouvindo',
  'dashboard.listening.resume': 'Continuar em {time}',
  'dashboard.listening.progress': 'Quanto você já ouviu de {title}',
  'dashboard.latest.title': 'Conteúdo recente',
  'dashboard.latest.loading': 'Carregando o conteúdo mais recente...',
  'dashboard.latest.empty': 'Nada foi publicado ainda. Novas orações e leituras aparecerão aqui.',
  'dashboard.latest.failed': 'Não foi possível carregar o conteúdo',
  'dashboard.latest.retry': 'Tentar novamente',
  'dashboard.latest.minutes': '{n} min',
  'dashboard.latest.difficulty.beginner': 'Iniciante',
  'dashboard.latest.difficulty.intermediate': 'Intermediário',
  'dashboard.latest.difficulty.advanced': 'Avançado',

  // Pages that later features fill
  'account.heading': 'Configurações da conta',
  'account.subtitle': 'Seu perfil, preferências e privacidade.',
  'account.profileDescription':
    'O nome e o e-mail da sua conta. Seu e-mail não pode ser alterado aqui.',

  // Realtime (001 §4)
  'realtime.newContent': 'Novo conteúdo disponível!',

  // Timezone sync (001 §7, §8)
  'timezone.updated': 'Fuso horário atualizado',
  'timezone.updatedDescription': 'Os horários do seu conteúdo foram ajustados para {zone}',

  // Not found
  'notFound.title': 'Página não encontrada',
  'notFound.description':
    'Não encontramos a página que você procurava. Ela pode ter mudado de lugar ou o link pode estar incorreto.',
  'notFound.home': 'Ir para o Início',
  'routeError.title': 'Algo deu errado',
  'routeError.description':
    'Não foi possível exibir esta página. Recarregue para tentar novamente.',
  'routeError.reload': 'Recarregar',
  'offline.title': 'Você está sem conexão',
  'offline.description':
    'Esta página precisa de conexão: ela não foi guardada neste dispositivo. Disponível sem conexão: o salmo de hoje e as páginas que você já abriu.',
  'offline.openPsalm': 'Abrir o salmo de hoje',
  'offline.retry': 'Tentar novamente',
};
