import { languages } from '@contracts/languages';
import type validationEn from './validation/en.json';
import { createTranslator, type Catalog } from './translate';

/**
 * The validation messages of src/contracts as templates (localize-message.ts): the server answers
 * a 400 with them in English and forms show them from the same schemas, so a message is found
 * here by its English text, with each number of it (200, 2,000, the 06 and 00 of 06:00) written
 * {0}, {1}… in order, and an interpolated list as one placeholder. validation-messages.test.ts
 * fails when a message of the contracts has no template here.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'validation.titleRequired': Required fields
 * - 'validation.titleMax': Lengths
 * - 'validation.passwordTooShort': Passwords and accounts
 * - 'validation.wholeNumberRange': Numbers, dates and times
 * - 'validation.trueOrFalse': Choices
 * - 'validation.contentId': Ids and links
 * - 'validation.csvOrJson': Import
 * - 'validation.generateFirst': Refusals the contracts name
 * - 'validation.inviteCodeMissing': Prayer groups
 * - 'validation.correctFields': The server's own words around a 400 (src/server/http)
 */
export type ValidationKey = keyof typeof validationEn;

let english: Catalog = {};

/** The English templates, once another language's texts have been fetched (else none). */
export const validationTemplates = (): Catalog => english;

/**
 * Translates a validation message's key (localize-message.ts finds the key by the English text).
 * An English reader reads the message as it came, so the English templates are fetched with the
 * other language's texts, for its reader only, and the first route carries none of them.
 */
export const validationT = createTranslator<ValidationKey>({
  default: {},
  languages: Object.fromEntries(
    languages
      .filter((language) => language !== 'en')
      .map((language) => [
        language,
        async () => {
          const templates = await import('./validation/en.json?messages');
          english = templates.default;
          return (await templates.languages?.[language]?.()) ?? templates;
        },
      ]),
  ),
});
