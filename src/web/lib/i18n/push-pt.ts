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
};
