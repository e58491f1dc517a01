import { currentLocale, templateText, type Vars } from './translate';
import { validationT, validationTemplates, type ValidationKey } from './validation-t';

/**
 * The validation messages of src/contracts are English: the server answers a 400 with them, and
 * forms show them from the same schemas. This finds a message's template in validation/en.json by its
 * English text, its numbers standing for {0}, {1}… in order, and gives the active language's text
 * with the same numbers. A message it does not know is shown as it came.
 */

/** A number as a message writes it: 200, 2,000, the 06 and 00 of 06:00 (not the 64 of base64url). */
const numberPattern = /\b\d{1,3}(?:,\d{3})+\b|\b\d+\b/g;
const groupedNumber = /^\d{1,3}(?:,\d{3})+$/;

/** A message with its numbers written {0}, {1}… in order, and those numbers as written. */
export function messageTemplate(message: string): { template: string; values: string[] } {
  const values: string[] = [];
  const template = message.replace(numberPattern, (number) => `{${values.push(number) - 1}}`);
  return { template, values };
}

type NameOf<K> = K extends `validation.${infer Name}` ? Name : never;
/** A key without its `validation.` prefix (the key is built back from it). */
type Name = NameOf<ValidationKey>;

/**
 * Templates whose placeholder stands for a list of words, not a number ("Choose content types from:
 * psalm, devotional…"): found by matching the message against them.
 */
const listTemplates: readonly Name[] = ['contentTypes'];

let byTemplate: Map<string, Name> | undefined;

function templates(): Map<string, Name> {
  // Empty until another language's texts have come (an English reader needs none).
  if (byTemplate?.size) return byTemplate;
  byTemplate = new Map(
    Object.entries(validationTemplates()).map(([key, message]) => [
      templateText(message),
      key.slice('validation.'.length) as Name,
    ]),
  );
  return byTemplate;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values of a list template's placeholders in the message, or undefined when it is not one. */
function listValues(name: Name, message: string): string[] | undefined {
  const text = templateText(validationTemplates()[`validation.${name}`] ?? '');
  const pattern = new RegExp(`^${escape(text).replace(/\\\{\d+\\\}/g, '(.+?)')}$`, 's');
  return pattern.exec(message)?.slice(1);
}

/**
 * A grouped number (2,000) is written the reader's way (2.000 in Portuguese), as translate.ts
 * writes numbers; any other is kept as sent, so 06:00 stays 06:00 and 2026-12-25 stays a date.
 */
const valueOf = (text: string): string | number =>
  groupedNumber.test(text) ? Number(text.replaceAll(',', '')) : text;

/** An English contract message in the app's language; English, or a message not known, unchanged. */
export const localizeMessage = (message: string): string =>
  findLocalizedMessage(message) ?? message;

/**
 * An English contract message in the app's language, or undefined when the language is English or
 * the message is not one of the templates.
 */
export function findLocalizedMessage(message: string): string | undefined {
  if (currentLocale() === 'en' || !message) return undefined;
  const { template, values } = messageTemplate(message);
  let name = templates().get(template);
  let found = values;
  if (name === undefined) {
    for (const candidate of listTemplates) {
      const matched = listValues(candidate, message);
      if (!matched) continue;
      [name, found] = [candidate, matched];
      break;
    }
  }
  if (name === undefined) return undefined;
  const vars: Vars = Object.fromEntries(found.map((text, index) => [index, valueOf(text)]));
  return validationT(`validation.${name}`, vars);
}
