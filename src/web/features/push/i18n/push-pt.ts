import type { pushEn } from './push-en';

/** Brazilian Portuguese texts of push notifications (the English, push-en.ts, says what each is for). */
export const pushPt: Record<keyof typeof pushEn, string> = {
  'push.title': 'Notificações push',
  'push.description': 'Lembretes e o Salmo do Dia neste dispositivo.',
  'push.thisDevice': 'Notificações neste dispositivo',
  'push.unsupported': 'Este navegador não pode receber notificações push.',
  'push.denied':
    'As notificações estão bloqueadas para este site. Permita-as nas configurações do navegador para ativá-las.',
  'push.permission.granted': 'Permissão: concedida',
  'push.permission.denied': 'Permissão: bloqueada',
  'push.permission.default': 'Permissão: ainda não solicitada',
  'push.devices': 'Dispositivos que recebem notificações: {count}',
  'push.deviceLimit':
    'Até {max} dispositivos recebem notificações. Ativá-las em mais um as desativa no dispositivo que as ativou há mais tempo.',
  'push.timeZone': 'Os horários dos lembretes estão no fuso {zone}.',
  'push.noTimeZone': 'Horários em UTC — seu dispositivo não informou um fuso horário.',
  // 001 §8 Test notification (word for word).
  'push.sendTest': 'Enviar notificação de teste',
  'push.testSent': 'Notificação de teste enviada!',
  'push.testFailed': 'Falha ao enviar a notificação de teste',
  'push.turnOnFailed': 'Não foi possível ativar as notificações neste dispositivo.',
  'push.loadFailed': 'Não foi possível carregar as configurações de notificação.',
  'push.retry': 'Tentar novamente',
  // The prompt toast, 3 s after opening, for 10 s (001 §9).
  'push.promptTitle': 'Não perca o ritmo com lembretes',
  'push.promptDescription': 'Permita notificações para lembretes de oração e o Salmo do Dia.',
  'push.promptAction': 'Ativar',
  'push.promptNotNow': 'Agora não',
  'push.failure.unsupported':
    'Este navegador não pode receber notificações aqui: janelas anônimas e alguns navegadores não permitem, e no iPhone só o app adicionado à Tela de Início pode. Abra o Psalmlight numa janela normal de um navegador atualizado e tente de novo.',
  'push.failure.denied':
    'As notificações estão bloqueadas para este site. Permita-as nas configurações do site no navegador (o ícone ao lado do endereço) e depois ative-as nas Configurações da conta.',
  'push.failure.dismissed':
    'A pergunta do navegador foi fechada sem resposta. Ative as notificações nas Configurações da conta e escolha Permitir.',
  'push.failure.noServiceWorker':
    'O serviço em segundo plano do app não está rodando neste navegador, então ele não pode entregar notificações. Recarregue a página e tente de novo; se continuar, saia da navegação anônima ou permita dados do site para o Psalmlight.',
  'push.failure.pushService':
    'O serviço de push do navegador não respondeu. Verifique se as notificações do navegador estão permitidas nas configurações do dispositivo e tente de novo daqui a pouco.',
  'push.failure.server':
    'O Psalmlight não conseguiu salvar este dispositivo. Verifique sua conexão e tente de novo.',
  'push.reminderTimes.title': 'Seus horários de lembrete',
  'push.reminderTimes.description':
    'Lembretes de oração nos horários que você escolher, no seu fuso horário, junto com os lembretes diários ou no lugar deles.',
  'push.reminderTimes.time': 'Horário',
  'push.reminderTimes.add': 'Adicionar lembrete',
  'push.reminderTimes.remove': 'Remover o lembrete das {time}',
  'push.reminderTimes.none': 'Você ainda não tem horários de lembrete próprios.',
  'push.reminderTimes.limit': 'Até {max} horários de lembrete.',
  'push.reminderTimes.saveFailed': 'Não foi possível salvar seus horários de lembrete',
};
