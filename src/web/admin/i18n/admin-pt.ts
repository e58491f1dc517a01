import type { adminEn } from './admin-en';
import { adminContentPt } from './admin-content-pt';
import { adminPsalmsPt } from './admin-psalms-pt';

/**
 * Brazilian Portuguese texts of the admin portal (the English, admin-en.ts, says what each is for).
 * Fetched only for staff who chose Portuguese.
 */
export const adminPt: Record<keyof typeof adminEn, string> = {
  ...adminContentPt,
  ...adminPsalmsPt,
  'admin.portalTitle': 'Portal de Administração',
  'admin.portalDescription': 'Entre com sua conta da equipe para gerenciar o app.',
  'admin.email': 'E-mail',
  'admin.password': 'Senha',
  'admin.signIn': 'Entrar',
  'admin.signingIn': 'Entrando...',
  'admin.signInFailed': 'Falha ao entrar',
  'admin.memberTitle': 'Veio para orar e ler?',
  'admin.memberDescription':
    'Os membros entram no app Psalmlight: salmo do dia, rotinas, diário e comunidade.',
  'admin.memberSignIn': 'Entrar como membro',

  'admin.loading': 'Carregando o painel administrativo...',
  'admin.verifying': 'Verificando o acesso de administrador de {email}',
  'admin.loadFailed': 'Não foi possível carregar o painel administrativo.',
  'admin.retry': 'Tentar novamente',

  'admin.deniedTitle': 'Sem acesso ao Portal de Administração',
  'admin.deniedDescription':
    'Você entrou como {email}, mas esta conta não tem uma função na equipe, por isso o Portal de Administração não está disponível para ela. Se você deveria ter acesso, peça a um superadministrador que lhe atribua uma função e entre novamente.',
  'admin.deniedToApp': 'Ir para o app',
  'admin.deniedSignOut': 'Sair',
  'admin.signedOut': 'Você saiu',

  'admin.headerTitle': 'Painel administrativo',
  'admin.headerSubtitle': 'Gerencie conteúdo, categorias e configurações',
  'admin.globalLogout': 'Encerrar sessões',
  'admin.settingsButton': 'Configurações',
  'admin.menu': 'Menu de administração',
  'admin.menuSignedInAs': 'Conectado como',
  'admin.menuGlobalLogout': 'Encerrar todas as sessões',
  'admin.menuOpenApp': 'Abrir o app',
  'admin.signedOutEverywhere': 'Você saiu em todos os seus dispositivos.',
  'admin.signOutFailed': 'Falha ao sair. Tente novamente.',
  'admin.tabsLabel': 'Seções da administração',
  'admin.tabsScrollBack': 'Mostrar seções anteriores',
  'admin.tabsScrollForward': 'Mostrar mais seções',
  'admin.role.super_admin': 'Superadministrador',
  'admin.role.admin': 'Administrador',
  'admin.role.moderator': 'Moderador',

  'admin.gateTitle': 'Acesso restrito',
  'admin.gateDescription': 'Você não tem permissão para acessar esta seção.',
  'admin.superOnlyAdmins':
    'Somente superadministradores podem gerenciar as funções e permissões de administração.',
  'admin.superOnlySettings':
    'Somente superadministradores podem acessar as configurações de administração.',

  'admin.tab.content': 'Conteúdo',
  'admin.tab.categories': 'Categorias',
  'admin.tab.workflows': 'Rotinas',
  'admin.tab.automation': 'IA Auto',
  'admin.tab.psalms': 'Manual',
  'admin.tab.import': 'Importar',
  'admin.tab.seeder': 'Exemplos',
  'admin.tab.stats': 'Estatísticas',
  'admin.tab.subscriptions': 'Assinaturas',
  'admin.tab.widgets': 'Widgets',
  'admin.tab.access-control': 'Acesso',
  'admin.tab.admin-management': 'Admins',
  'admin.tab.settings': 'Configurações',
  'admin.tab.moderation': 'Moderação',

  'setup.title': 'Crie o primeiro superadministrador',
  'setup.description':
    'Esta conta terá acesso total ao Portal de Administração, incluindo a gestão de outros administradores. O link só funciona uma vez.',
  'setup.checking': 'Verificando seu link de configuração...',
  'setup.firstName': 'Nome',
  'setup.lastName': 'Sobrenome',
  'setup.email': 'E-mail',
  'setup.password': 'Senha',
  'setup.passwordHint': 'No mínimo 6 caracteres.',
  'setup.submit': 'Criar superadministrador',
  'setup.submitting': 'Criando...',
  'setup.created': 'Superadministrador criado',
  'setup.createdDescription': 'Boas-vindas ao Portal de Administração.',
  'setup.failed': 'Falha na configuração',
  'setup.failedFallback': 'Não foi possível criar a conta. Tente novamente.',
  'setup.doneTitle': 'A configuração já foi concluída',
  'setup.doneDescription':
    'Já existe um superadministrador. Entre no Portal de Administração com uma conta da equipe.',
  'setup.invalidTitle': 'Este link de configuração não é válido',
  'setup.invalidDescription':
    'O link está incompleto ou foi substituído. Abra o link de configuração exibido no log do servidor quando ele foi iniciado.',
  'setup.toPortal': 'Ir para o Portal de Administração',
  'setup.loadFailed': 'Não foi possível verificar o status da configuração.',
};
