import type { pushEn } from './push-en';

/** Latin American Spanish texts of push notifications (the English, push-en.ts, says what each is for). */
export const pushEs: Record<keyof typeof pushEn, string> = {
  'push.title': 'Notificaciones push',
  'push.description': 'Recordatorios y el Salmo del Día en este dispositivo.',
  'push.thisDevice': 'Notificaciones en este dispositivo',
  'push.unsupported': 'Este navegador no puede recibir notificaciones push.',
  'push.denied':
    'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del navegador para activarlas.',
  'push.permission.granted': 'Permiso: concedido',
  'push.permission.denied': 'Permiso: bloqueado',
  'push.permission.default': 'Permiso: aún no solicitado',
  'push.devices': 'Dispositivos que reciben notificaciones: {count}',
  'push.deviceLimit':
    'Hasta {max} dispositivos reciben notificaciones. Activarlas en uno más las desactiva en el dispositivo que las activó hace más tiempo.',
  'push.timeZone': 'Los horarios de los recordatorios están en {zone}.',
  'push.noTimeZone': 'Horarios en UTC — tu dispositivo no ha indicado una zona horaria.',
  // 001 §8 Test notification (word for word).
  'push.sendTest': 'Enviar notificación de prueba',
  'push.testSent': '¡Notificación de prueba enviada!',
  'push.testFailed': 'No se pudo enviar la notificación de prueba',
  'push.turnOnFailed': 'No se pudieron activar las notificaciones en este dispositivo.',
  'push.loadFailed': 'No se pudo cargar la configuración de notificaciones.',
  'push.retry': 'Intentar de nuevo',
  // The prompt toast, 3 s after opening, for 10 s (001 §9).
  'push.promptTitle': 'No pierdas el ritmo con recordatorios',
  'push.promptDescription':
    'Permite las notificaciones para recordatorios de oración y el Salmo del Día.',
  'push.promptAction': 'Activar',
  'push.promptNotNow': 'Ahora no',
  'push.failure.unsupported':
    'Este navegador no puede recibir notificaciones aquí: las ventanas privadas y algunos navegadores no lo permiten, y en un iPhone solo puede la app agregada a la pantalla de inicio. Abre Psalmlight en una ventana normal de un navegador actualizado e inténtalo de nuevo.',
  'push.failure.denied':
    'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del sitio de tu navegador (el ícono junto a la dirección) y luego actívalas en Configuración de la cuenta.',
  'push.failure.dismissed':
    'La pregunta del navegador se cerró sin respuesta. Activa las notificaciones en Configuración de la cuenta y elige Permitir.',
  'push.failure.noServiceWorker':
    'El servicio en segundo plano de la app no se está ejecutando en este navegador, así que no puede entregar notificaciones. Recarga la página e inténtalo de nuevo; si sigue pasando, sal de la navegación privada o permite los datos del sitio para Psalmlight.',
  'push.failure.pushService':
    'El servicio de notificaciones push de tu navegador no respondió. Comprueba que las notificaciones de tu navegador estén permitidas en la configuración del dispositivo e inténtalo de nuevo en un momento.',
  'push.failure.server':
    'Psalmlight no pudo guardar este dispositivo. Revisa tu conexión e inténtalo de nuevo.',
  'push.reminderTimes.title': 'Tus horarios de recordatorio',
  'push.reminderTimes.description':
    'Recordatorios de oración a las horas que elijas, en tu zona horaria, junto a los recordatorios diarios o en su lugar.',
  'push.reminderTimes.time': 'Hora',
  'push.reminderTimes.add': 'Agregar recordatorio',
  'push.reminderTimes.remove': 'Quitar el recordatorio de las {time}',
  'push.reminderTimes.none': 'Todavía no tienes horarios de recordatorio propios.',
  'push.reminderTimes.limit': 'Hasta {max} horarios de recordatorio.',
  'push.reminderTimes.saveFailed': 'No se pudieron guardar tus horarios de recordatorio',
};
