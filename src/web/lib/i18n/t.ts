import type appEn from './en.json';
import * as app from './en.json?messages';
import type errorCodesEn from './error-codes/en.json';
import * as errorCodes from './error-codes/en.json?messages';
import { createTranslator } from './translate';

/**
 * Texts of the user app, the auth screens and the shared UI. Quoted texts of the spec are kept
 * word for word (people and tests look for them). Placeholders: {name}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'session.loading': Session and sign-out (001 §8)
 * - 'auth.title': Auth page (001 §2, §5, §8)
 * - 'reset.title': Password reset page
 * - 'callback.title': Auth callback (001 §2)
 * - 'nav.main': Navigation shell (001 §2)
 * - 'dashboard.greeting': Dashboard
 * - 'account.heading': Pages that later features fill
 * - 'realtime.newContent': Realtime (001 §4)
 * - 'timezone.updated': Timezone sync (001 §7, §8)
 * - 'notFound.title': Not found
 *
 * lib/i18n/error-codes/: What a person reads for an API error code
 * (docs/decisions/011-error-codes.md), spread into `en`. A code has an entry only when its
 * English is one fixed sentence, word for word the server's (and better-auth's) message that
 * people saw before codes were mapped. A code whose message names something (not_found, conflict,
 * rate_limited with its seconds, validation_failed…) has none yet: the server's message is shown,
 * until the server sends what the sentence needs as parameters. `errors.general.<code>`: a
 * general sentence for a code, for a reader of another language when the server's English message
 * is not one the app can translate (localize-message.ts); in English the server's own message,
 * which names what went wrong, is kept.
 */
export type AppMessageKey = keyof typeof appEn | keyof typeof errorCodesEn;

/**
 * Translates a key of the user app, auth screens and shared UI.
 */
export const t = createTranslator<AppMessageKey>(app, errorCodes);
