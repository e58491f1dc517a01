import type { Language } from '@contracts/enums';
import { accountEmailTexts } from './email-texts';

// The account emails. Plain text first; the HTML is the same words with a link per action. The
// words of each language are in email-texts.ts.

type Action = { label: string; url: string };

function render(greeting: string, lines: readonly string[], actions: Action[]) {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    ...actions.map((action) => `${action.label}: ${action.url}`),
    '',
    '— Psalmlight',
  ].join('\n');
  const escape = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!,
    );
  const html = `<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
${actions.map((action) => `<p><a href="${escape(action.url)}">${escape(action.label)}</a></p>`).join('')}<p>— Psalmlight</p>`;
  return { text, html };
}

/**
 * The email that confirms a new account's address, in the account's language. It never names the
 * account: the name was typed by whoever signed up, and the address is not known to be theirs.
 */
export function confirmationEmail(language: Language, url: string) {
  const words = accountEmailTexts[language].confirmation;
  return {
    subject: words.subject,
    language,
    ...render(words.greeting(), words.lines, [{ label: words.confirm, url }]),
  };
}

/**
 * The account's name for an email's greeting: only once its address is confirmed (before that,
 * whoever signed up with the address chose it).
 */
export const greetingName = (user: { name: string; emailVerified: boolean }) =>
  user.emailVerified ? user.name : undefined;

/** The password-reset email, in the account's language; `name` as greetingName gives it. */
export function resetPasswordEmail(language: Language, name: string | undefined, url: string) {
  const words = accountEmailTexts[language].resetPassword;
  return {
    subject: words.subject,
    language,
    ...render(words.greeting(name), words.lines, [{ label: words.choosePassword, url }]),
  };
}

/**
 * To the owner of an address someone tried to sign up with again: the sign-up itself was answered
 * as if it were new (nobody learns which addresses have accounts), so the owner gets the way in. In
 * the owner's language, not the one of whoever tried.
 */
export function existingAccountEmail(
  language: Language,
  name: string | undefined,
  links: { signIn: string; reset: string },
) {
  const words = accountEmailTexts[language].existingAccount;
  return {
    subject: words.subject,
    language,
    ...render(words.greeting(name), words.lines, [
      { label: words.signIn, url: links.signIn },
      { label: words.reset, url: links.reset },
    ]),
  };
}
