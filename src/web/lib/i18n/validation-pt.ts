import type { ValidationKey } from './validation-en';

/**
 * Brazilian Portuguese texts of the validation messages (the English, validation-en.ts, says what
 * each is for). Values the API expects word for word (true, monday, active…) stay as they are.
 */
export const validationPt: Record<ValidationKey, string> = {
  // Required fields
  'validation.titleRequired': 'O título é obrigatório',
  'validation.messageRequired': 'A mensagem é obrigatória',
  'validation.commentRequired': 'O comentário é obrigatório',
  'validation.nameRequired': 'O nome é obrigatório',
  'validation.firstNameRequired': 'O nome é obrigatório',
  'validation.lastNameRequired': 'O sobrenome é obrigatório',
  'validation.emailRequired': 'O e-mail é obrigatório',
  'validation.passwordRequired': 'A senha é obrigatória',
  'validation.categoryRequired': 'A categoria é obrigatória',
  'validation.enterEmail': 'Digite um endereço de e-mail',
  'validation.enterPassword': 'Digite sua senha',
  'validation.enterPrompt': 'Digite um prompt para o salmo',
  'validation.fillTitleAndContent': 'Preencha o título e o conteúdo',
  'validation.chooseDate': 'Escolha uma data',
  'validation.changeAField': 'Altere pelo menos um campo',

  // Lengths
  'validation.titleMax': 'O título pode ter no máximo {0} caracteres',
  'validation.messageMax': 'A mensagem pode ter no máximo {0} caracteres',
  'validation.commentMax': 'O comentário pode ter no máximo {0} caracteres',
  'validation.contentMax': 'O conteúdo pode ter no máximo {0} caracteres',
  'validation.testimonyMax': 'O testemunho pode ter no máximo {0} caracteres',
  'validation.descriptionMax': 'A descrição pode ter no máximo {0} caracteres',
  'validation.descriptionTooLong': 'A descrição está longa demais',
  'validation.bodyMax': 'O corpo do texto pode ter no máximo {0} caracteres',
  'validation.noNul': 'Não pode conter o caractere NUL (U+{0}).',
  'validation.contentHasNoBody':
    'Este item não tem corpo de texto para narrar. Escreva um e salve antes.',
  'validation.nameMax': 'O nome pode ter no máximo {0} caracteres',
  'validation.notesMax': 'As anotações podem ter no máximo {0} caracteres',
  'validation.scriptureMax': 'A referência bíblica pode ter no máximo {0} caracteres',
  'validation.promptMax': 'O prompt pode ter no máximo {0} caracteres',
  'validation.promptTemplateMax': 'O modelo de prompt pode ter no máximo {0} caracteres',
  'validation.tagMax': 'Cada tag pode ter no máximo {0} caracteres',
  'validation.tagsMax': 'No máximo {0} tags',
  'validation.charactersMax': 'No máximo {0} caracteres',
  'validation.fullNameMax': 'Use no máximo {0} caracteres',
  'validation.nameCharacters':
    'Os nomes não podem conter quebras de linha, tabulações ou outros caracteres de controle',
  'validation.atMost': 'No máximo {0}',
  'validation.atLeast': 'No mínimo {0}',

  // Passwords and accounts
  'validation.passwordTooShort': 'A senha precisa ter pelo menos {0} caracteres',
  'validation.passwordTooLong': 'A senha pode ter no máximo {0} caracteres',
  'validation.commonPassword': 'Essa senha está entre as mais usadas. Escolha outra, por favor.',
  'validation.passwordIsEmail': 'Sua senha não pode ser o seu endereço de e-mail.',
  'validation.wrongPassword': 'Essa senha não está correta.',
  'validation.email': 'Digite um endereço de e-mail válido',
  'validation.userNotFound':
    'Usuário não encontrado. Confira se a pessoa já se cadastrou no sistema.',
  'validation.avatarTooLarge': 'A imagem tem mais de {0} MB. Escolha uma menor, por favor.',
  'validation.avatarNotImage': 'Escolha uma imagem PNG, JPEG, WebP ou GIF.',
  'validation.recordingNotAudio':
    'Não conseguimos ler este arquivo como gravação. Escolha um arquivo MP3, M4A, OGG ou WAV.',
  'validation.recordingTooLarge': 'A gravação tem mais de {0} MB. Escolha um arquivo menor.',
  'validation.recordingTooLong': 'A gravação dura mais de {0} minutos. Escolha uma mais curta.',
  'validation.recordingSilent': 'A gravação está em silêncio. Escolha uma em que se ouça quem lê.',
  'validation.recordingPlays':
    'Uma gravação toca para este item. Remova a gravação antes de mudar o áudio.',
  'validation.readerNameRequired': 'Informe o nome de quem lê',

  // Numbers, dates and times
  'validation.wholeNumberRange': 'Digite um número inteiro de {0} a {1}',
  'validation.time': 'Use um horário como {0}:{1}',
  'validation.quarterHour': 'Use um horário como {0}:{1}, em intervalos de 15 minutos',
  'validation.reminderTimesMax': 'No máximo {0} horários de lembrete',
  'validation.eachTimeOnce': 'Cada horário só uma vez',
  'validation.textRequired': 'O texto é obrigatório',
  'validation.publishAfterGeneration':
    'Escolha um horário de publicação depois do horário de geração',
  'validation.dateLike': 'Use uma data como {0}-{1}-{2}',
  'validation.dateBetween': 'Escolha uma data entre {0} e {1}',
  'validation.startAfterEnd': 'A data inicial não pode ser depois da data final',
  'validation.rangeMax': 'Escolha um período de no máximo um ano',
  'validation.timeZone': 'Fuso horário desconhecido',
  'validation.wholeMinutes': 'Use minutos inteiros',
  'validation.durationNegative': 'A duração não pode ser negativa',
  'validation.minutesMax': 'No máximo {0} minutos',
  'validation.durationRange': 'A duração precisa ser de {0} a {1} minutos',
  'validation.stepPauseRange': 'A pausa entre os passos precisa ser de {0} a {1} segundos',
  'validation.listeningPosition':
    'A posição precisa ser um número inteiro de milissegundos, no máximo um dia',
  'validation.stepsNumber': 'Informe um número de etapas',
  'validation.stepsWhole': 'Informe um número inteiro de etapas',
  'validation.stepsNegative': 'As etapas não podem ser negativas',

  // Choices
  'validation.trueOrFalse': 'Precisa ser true ou false',
  'validation.useTrueOrFalse': 'Use true ou false',
  'validation.contentTypes': 'Escolha tipos de conteúdo entre: {0}',
  'validation.contentDuration': 'Escolha curta, média ou longa',
  'validation.colour': 'Use uma cor como #3B82F6',
  'validation.workflowType': 'Escolha um tipo: diária, semanal, mensal ou personalizada',
  'validation.workflowCategory':
    'Escolha uma categoria: oração, meditação, estudo, reflexão ou serviço',
  'validation.weekdayNames': 'Use os nomes dos dias em inglês, como monday',
  'validation.sevenDays': 'No máximo sete dias',
  'validation.daysOnlyForWeekly': 'Os dias só podem ser escolhidos em uma rotina semanal',
  'validation.chooseADay': 'Escolha pelo menos um dia para uma rotina semanal',
  'validation.contentItemsMax': 'No máximo {0} conteúdos',
  'validation.activeOrPaused': 'Use active ou paused',
  'validation.billingPlan': 'Escolha o plano mensal ou o anual',
  'validation.cancelOrSwitch': 'Escolha cancel ou switch',
  'validation.onyxVoice': 'Os salmos são narrados com a voz onyx',

  // Ids and links
  'validation.contentId': 'Identificador de conteúdo inválido',
  'validation.commentId': 'Identificador de comentário inválido',
  'validation.id': 'Identificador inválido',
  'validation.appPath': 'Um caminho deste app',
  'validation.httpsUrl': 'Precisa ser um URL https',
  'validation.audioUrl':
    'Use um link que comece com https:// ou mantenha o áudio que este item já tem.',
  'validation.base64url': 'Precisa estar em base64url',
  'validation.p256Key': 'Precisa ser uma chave P-{1} de {0} bytes',
  'validation.bytes': 'Precisa ter {0} bytes',

  // Import
  'validation.csvOrJson': 'Escolha CSV ou JSON',
  'validation.importEmpty': 'Cole ou envie algum conteúdo para importar',
  'validation.defaultCategory': 'Escolha uma categoria padrão',

  // Refusals the contracts name
  'validation.generateFirst': 'Gere um salmo primeiro',
  'validation.noPsalm': 'Nenhum salmo foi gerado',
  'validation.onlyAdministrators': 'Só administradores podem criar, editar ou excluir rotinas',
  'validation.widgetsOff': 'Os widgets estão desligados no momento. Volte mais tarde.',
  'validation.widgetsUnavailable': 'Os widgets estão indisponíveis no momento. Volte mais tarde.',

  // Prayer groups
  'validation.inviteCodeMissing': 'Falta o código no link de convite',
  'validation.noSuchGroup': 'Esse grupo não existe.',
  'validation.inviteNotValid': 'Este link de convite não é válido. Peça um novo ao líder do grupo.',
  'validation.inviteExpired': 'Este link de convite expirou. Peça um novo ao líder do grupo.',
  'validation.removedFromGroup':
    'Um líder deste grupo removeu você dele, por isso este link não permite voltar.',
  'validation.tooManyGroups':
    'Você está em {0} grupos, o máximo para um membro. Saia de um para entrar em outro.',
  'validation.groupFull': 'Este grupo tem {0} membros, o máximo que um grupo pode ter.',
  'validation.creatingIsPremium':
    'Criar um grupo faz parte do Premium. Você ainda pode entrar em grupos por um link de convite.',

  // The server's own words around a 400 (src/server/http)
  'validation.correctFields': 'Corrija os campos destacados.',
  'validation.unknownField': 'Campo desconhecido.',
  'validation.malformed': 'A solicitação está malformada.',
};
