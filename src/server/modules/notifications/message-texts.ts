import type { Language } from '@contracts/enums';
import type { notificationKinds } from '@contracts/notifications';

// The words of push notifications and reminder emails in each language (docs/decisions/020, 030).
// 001 §9 gives the prayer reminders' names; the content types' titles and bodies are written here.
// Every language has every key: a missing one fails the typecheck. Portuguese is Brazilian (você),
// Spanish Latin American (tú); the English is the original and tests read it word for word.

type Message = { title: string; body: string };

export type NotificationTexts = {
  kinds: Record<(typeof notificationKinds)[number], Message>;
  /** A prayer reminder at a time the member chose themselves. */
  chosenTime: Message;
  test: Message;
  /** The lines a reminder sent by email adds under its body. */
  reminderEmail: {
    open: (link: string) => string;
    why: (settings: string) => string;
  };
};

const en: NotificationTexts = {
  kinds: {
    scripture_daily: {
      title: "Today's Psalm",
      body: 'Your daily psalm is ready. Take a quiet moment with God’s word.',
    },
    prayer_morning: {
      title: 'Morning Prayer',
      body: 'Begin your day with God. Take a moment to pray.',
    },
    prayer_midday: {
      title: 'Midday Prayer',
      body: 'Pause in the middle of your day for a moment of prayer.',
    },
    prayer_evening: {
      title: 'Evening Prayer',
      body: 'As the day winds down, give thanks for its blessings.',
    },
    prayer_night: {
      title: 'Night Prayer',
      body: 'Close your day in prayer and rest in His peace.',
    },
    content_daily_psalm: {
      title: 'Daily Psalm',
      body: 'Your daily psalm is ready to read and to hear.',
    },
    content_daily_prayer: {
      title: 'Daily Prayer',
      body: "Today's prayer is waiting for you.",
    },
    content_daily_meditation: {
      title: 'Daily Meditation',
      body: "Take a few quiet minutes with today's meditation.",
    },
    content_scripture_reflection: {
      title: 'Scripture Reflection',
      body: "Reflect on today's scripture.",
    },
    content_journal_prompt: {
      title: 'Journal Prompt',
      body: "Today's journal prompt is ready. Write your reflection.",
    },
  },
  chosenTime: {
    title: 'Prayer Reminder',
    body: 'You set this time aside for prayer. Take a moment with God.',
  },
  test: {
    title: 'Test Notification Sent',
    body: 'Notifications are working on this device.',
  },
  reminderEmail: {
    open: (link) => `Open Psalmlight: ${link}`,
    why: (settings) =>
      `You receive these reminders because email updates are on. Change that in Account Settings: ${settings}`,
  },
};

const pt: NotificationTexts = {
  kinds: {
    scripture_daily: {
      title: 'Salmo de Hoje',
      body: 'Seu salmo do dia está pronto. Reserve um momento de silêncio com a Palavra de Deus.',
    },
    prayer_morning: {
      title: 'Oração da Manhã',
      body: 'Comece seu dia com Deus. Reserve um momento para orar.',
    },
    prayer_midday: {
      title: 'Oração do Meio-Dia',
      body: 'Faça uma pausa no meio do seu dia para um momento de oração.',
    },
    prayer_evening: {
      title: 'Oração do Entardecer',
      body: 'Ao cair da tarde, dê graças pelas bênçãos deste dia.',
    },
    prayer_night: {
      title: 'Oração da Noite',
      body: 'Encerre seu dia em oração e descanse na paz do Senhor.',
    },
    content_daily_psalm: {
      title: 'Salmo do Dia',
      body: 'Seu salmo do dia está pronto para ler e ouvir.',
    },
    content_daily_prayer: {
      title: 'Oração do Dia',
      body: 'A oração de hoje está esperando por você.',
    },
    content_daily_meditation: {
      title: 'Meditação do Dia',
      body: 'Reserve alguns minutos de silêncio para a meditação de hoje.',
    },
    content_scripture_reflection: {
      title: 'Reflexão Bíblica',
      body: 'Reflita sobre a passagem bíblica de hoje.',
    },
    content_journal_prompt: {
      title: 'Tema para o Diário',
      body: 'O tema de hoje para o seu diário está pronto. Escreva sua reflexão.',
    },
  },
  chosenTime: {
    title: 'Lembrete de Oração',
    body: 'Você reservou este horário para orar. Tire um momento com Deus.',
  },
  test: {
    title: 'Notificação de Teste Enviada',
    body: 'As notificações estão funcionando neste dispositivo.',
  },
  reminderEmail: {
    open: (link) => `Abrir o Psalmlight: ${link}`,
    why: (settings) =>
      `Você recebe estes lembretes porque as atualizações por e-mail estão ativadas. Para mudar isso, acesse as Configurações da Conta: ${settings}`,
  },
};

const es: NotificationTexts = {
  kinds: {
    scripture_daily: {
      title: 'Salmo de Hoy',
      body: 'Tu salmo del día está listo. Tómate un momento de quietud con la Palabra de Dios.',
    },
    prayer_morning: {
      title: 'Oración de la Mañana',
      body: 'Comienza tu día con Dios. Tómate un momento para orar.',
    },
    prayer_midday: {
      title: 'Oración del Mediodía',
      body: 'Haz una pausa a mitad de tu día para un momento de oración.',
    },
    prayer_evening: {
      title: 'Oración del Atardecer',
      body: 'Al caer la tarde, da gracias por las bendiciones de este día.',
    },
    prayer_night: {
      title: 'Oración de la Noche',
      body: 'Cierra tu día en oración y descansa en la paz del Señor.',
    },
    content_daily_psalm: {
      title: 'Salmo del Día',
      body: 'Tu salmo del día está listo para leer y escuchar.',
    },
    content_daily_prayer: {
      title: 'Oración del Día',
      body: 'La oración de hoy te está esperando.',
    },
    content_daily_meditation: {
      title: 'Meditación del Día',
      body: 'Dedica unos minutos de quietud a la meditación de hoy.',
    },
    content_scripture_reflection: {
      title: 'Reflexión Bíblica',
      body: 'Reflexiona sobre el pasaje bíblico de hoy.',
    },
    content_journal_prompt: {
      title: 'Tema para el Diario',
      body: 'El tema de hoy para tu diario está listo. Escribe tu reflexión.',
    },
  },
  chosenTime: {
    title: 'Recordatorio de oración',
    body: 'Apartaste este momento para orar. Tómate un tiempo con Dios.',
  },
  test: {
    title: 'Notificación de Prueba Enviada',
    body: 'Las notificaciones funcionan en este dispositivo.',
  },
  reminderEmail: {
    open: (link) => `Abrir Psalmlight: ${link}`,
    why: (settings) =>
      `Recibes estos recordatorios porque las novedades por correo están activadas. Puedes cambiarlo en Configuración de la Cuenta: ${settings}`,
  },
};

export const notificationTexts: Readonly<Record<Language, NotificationTexts>> = { en, pt, es };
