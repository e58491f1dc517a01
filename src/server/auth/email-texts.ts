import { languages, type Language } from '@contracts/languages';
import { catalogTexts } from '@server/lib/i18n/texts';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';

// The words of the account emails in each language (docs/decisions/030), in the catalogs of
// ./i18n (decision 157). Every language has every key: a missing one fails the catalogs' check.
// Portuguese is Brazilian (você), Spanish Latin American (tú); the English is the original and
// tests read it word for word.

/**
 * The first line, with the account's name only where it may be shown: an email sent before the
 * address is confirmed greets without it (the name was typed by whoever signed up, who need not
 * own the address: it must not carry their words to a stranger's inbox).
 */
type Greeting = (name?: string) => string;

export type AccountEmailTexts = {
  confirmation: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    confirm: string;
  };
  resetPassword: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    choosePassword: string;
  };
  existingAccount: {
    subject: string;
    greeting: Greeting;
    lines: readonly [string, string];
    signIn: string;
    reset: string;
  };
};

const text = catalogTexts({ en, pt, es });

function textsIn(language: Language): AccountEmailTexts {
  const say = (key: keyof typeof en) => text(language, key);
  return {
    confirmation: {
      subject: say('confirmation.subject'),
      greeting: (name) =>
        name
          ? text(language, 'confirmation.greetingNamed', { name })
          : say('confirmation.greeting'),
      lines: [say('confirmation.line1'), say('confirmation.line2')],
      confirm: say('confirmation.confirm'),
    },
    resetPassword: {
      subject: say('resetPassword.subject'),
      greeting: (name) =>
        name
          ? text(language, 'resetPassword.greetingNamed', { name })
          : say('resetPassword.greeting'),
      lines: [say('resetPassword.line1'), say('resetPassword.line2')],
      choosePassword: say('resetPassword.choosePassword'),
    },
    existingAccount: {
      subject: say('existingAccount.subject'),
      greeting: (name) =>
        name
          ? text(language, 'existingAccount.greetingNamed', { name })
          : say('existingAccount.greeting'),
      lines: [say('existingAccount.line1'), say('existingAccount.line2')],
      signIn: say('existingAccount.signIn'),
      reset: say('existingAccount.reset'),
    },
  };
}

export const accountEmailTexts: Readonly<Record<Language, AccountEmailTexts>> = Object.fromEntries(
  languages.map((language) => [language, textsIn(language)]),
) as Readonly<Record<Language, AccountEmailTexts>>;
