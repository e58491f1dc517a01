import { languages, type Language } from '@contracts/languages';
import { notificationKinds } from '@contracts/notifications';
import { catalogTexts } from '@server/lib/i18n/texts';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';

// The words of push notifications and reminder emails in each language (docs/decisions/020, 030),
// in the catalogs of ./i18n (decision 157). 001 §9 gives the prayer reminders' names; the content
// types' titles and bodies are written there. Every language has every key: a missing one fails
// the catalogs' check. Portuguese is Brazilian (você),
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

type Key = keyof typeof en;
const text = catalogTexts({ en, pt, es });

function textsIn(language: Language): NotificationTexts {
  const say = (key: Key) => text(language, key);
  const message = (kind: (typeof notificationKinds)[number]): Message => ({
    title: say(`${kind}.title` as Key),
    body: say(`${kind}.body` as Key),
  });
  return {
    kinds: Object.fromEntries(
      notificationKinds.map((kind) => [kind, message(kind)]),
    ) as NotificationTexts['kinds'],
    chosenTime: { title: say('chosenTime.title'), body: say('chosenTime.body') },
    test: { title: say('test.title'), body: say('test.body') },
    reminderEmail: {
      open: (link) => text(language, 'reminderEmail.open', { link }),
      why: (settings) => text(language, 'reminderEmail.why', { settings }),
    },
  };
}

export const notificationTexts: Readonly<Record<Language, NotificationTexts>> = Object.fromEntries(
  languages.map((language) => [language, textsIn(language)]),
) as Readonly<Record<Language, NotificationTexts>>;
