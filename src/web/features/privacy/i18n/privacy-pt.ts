import type { privacyEn } from './privacy-en';

/**
 * Brazilian Portuguese texts of the privacy page (the English, privacy-en.ts, says what each is
 * for). Each statement must say exactly what the English says.
 */
export const privacyPt: Record<keyof typeof privacyEn, string> = {
  'privacy.title': 'Privacidade',
  'privacy.intro':
    'O Psalmlight guarda apenas o que precisa para oferecer o app a você, mantém esses dados no servidor que o executa e não os compartilha com ninguém para publicidade ou rastreamento. Veja o que é guardado, por quê, por quanto tempo e o que você pode fazer a respeito.',
  'privacy.back': 'Voltar ao Psalmlight',

  'privacy.storedTitle': 'O que guardamos e por quê',
  'privacy.accountTerm': 'Sua conta',
  'privacy.account':
    'Seu endereço de e-mail, seu nome e sua senha (armazenada apenas como um hash irreversível), para que você possa entrar e para que possamos enviar e-mails de confirmação e de redefinição de senha; e suas sessões de acesso, para que você continue com a sessão iniciada nos seus dispositivos.',
  'privacy.profileTerm': 'Seu perfil e suas preferências',
  'privacy.profile':
    'Sua foto de perfil, se você adicionar uma, sua denominação, seu foco de oração, idioma, tema e suas escolhas de áudio, lembretes e e-mail, para que o app funcione do jeito que você pediu.',
  'privacy.journalTerm': 'Seu diário',
  'privacy.journal':
    'As entradas do seu diário, que só você pode ler. O que está escrito nelas (título, texto, referência bíblica, tags e anotações sobre a resposta) é criptografado antes de ser armazenado, de modo que uma cópia do banco de dados não pode ser lida sem a chave do servidor.',
  'privacy.communityTerm': 'Comunidade',
  'privacy.community':
    'O que você publica, comenta e curte na comunidade, para que outras pessoas possam ver, e o que você denuncia, que só os moderadores veem.',
  'privacy.practiceTerm': 'Sua prática',
  'privacy.practice':
    'Suas sessões e seu progresso nas rotinas, e quais itens da biblioteca você abriu a cada dia (o limite diário do plano gratuito), para que o app possa mostrar suas sequências e retomar de onde você parou.',
  'privacy.subscriptionTerm': 'Assinaturas',
  'privacy.subscription':
    'Se você assinar: seu plano, o status e a data de renovação dele, e as referências que o provedor de pagamento usa para identificar você. Os dados do cartão vão para o provedor de pagamento (Stripe) e nunca chegam até nós.',
  'privacy.pushTerm': 'Notificações',
  'privacy.push':
    'Se você ativar as notificações push: o endereço push de cada dispositivo, para que seus lembretes cheguem até ele, e um registro de quais lembretes foram enviados, para que nenhum seja enviado duas vezes.',
  'privacy.audioTerm': 'Áudio',
  'privacy.audio':
    'A narração que você pede é guardada como um arquivo de áudio junto com o salmo a que pertence, para que possa ser reproduzida de novo sem ser gerada outra vez.',
  'privacy.deviceTerm': 'No seu dispositivo',
  'privacy.device':
    'Seu navegador guarda sua escolha de tema, o cookie que mantém sua sessão iniciada e, para uso offline, cópias das páginas e dos salmos que você abriu; ao sair da conta, as cópias são removidas.',

  'privacy.durationTitle': 'Por quanto tempo guardamos',
  'privacy.durationAccount':
    'O que pertence à sua conta é guardado até que você o exclua ou exclua sua conta.',
  'privacy.durationPsalms':
    'Os salmos do dia, e a narração feita para eles, são removidos 30 dias após a data de cada um.',
  'privacy.durationSessions':
    'Uma sessão de acesso termina após 30 dias sem uso, ou imediatamente quando você sai da conta; “Encerrar todas as sessões” encerra todas elas, em todos os dispositivos.',
  'privacy.durationDeletion':
    'Quando você exclui sua conta, seus dados pessoais são apagados imediatamente: perfil, preferências, diário, prática, assinaturas, configurações de notificação e sessões. Suas publicações, comentários e curtidas na comunidade são removidos ou anonimizados, conforme descrito quando você confirma a exclusão.',
  'privacy.durationLogs':
    'O log do servidor registra o caminho, o status e o horário de cada solicitação, nunca o que você escreveu. As tentativas de entrar são contadas por endereço de rede durante alguns minutos, apenas na memória, para impedir que senhas sejam descobertas por tentativa.',

  'privacy.rightsTitle': 'Seus direitos',
  'privacy.rightsDownload':
    'Leve seus dados com você: “Baixar meus dados”, na sua página de Conta, entrega tudo o que é seu em um único arquivo.',
  'privacy.rightsCorrect':
    'Corrija-os: altere seu nome, sua foto de perfil e suas preferências na sua página de Conta a qualquer momento.',
  'privacy.rightsDelete':
    'Apague-os: exclua qualquer entrada do diário, publicação ou comentário seu quando quiser, ou use “Excluir minha conta” na sua página de Conta para apagar tudo.',
  'privacy.rightsAccount': 'Ir para a sua página de Conta',

  'privacy.trackersTitle': 'Sem rastreadores',
  'privacy.trackers':
    'Sem publicidade, sem ferramentas de análise, sem rastreadores nem cookies de terceiros. Cada página, fonte, ícone e script vem deste servidor.',
  'privacy.providers':
    'Se as pessoas que administram este app conectarem um serviço de IA para escrever e narrar salmos, esse serviço recebe os comandos (prompts) escritos pela equipe e o texto do salmo a ser lido em voz alta, nunca nada do que você escreve.',
};
