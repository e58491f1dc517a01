import type { ErrorCode } from '@contracts/error-codes';
import type errorCodesEn from './error-codes/en.json';
import errorCodes from './error-codes/en.json?messages';
import { t } from './t';
import { currentLocale } from './translate';

type ErrorCodeKey = keyof typeof errorCodesEn;

function isKey(key: string): key is ErrorCodeKey {
  return Object.hasOwn(errorCodes, key);
}

/** The dictionary's text for an API error code, or undefined when it has none (show the server's). */
export function errorCodeText(code: ErrorCode): string | undefined {
  const key = `errors.code.${code}`;
  return isKey(key) ? t(key) : undefined;
}

/**
 * The general sentence for a code in a language other than English (an English reader keeps the
 * server's message, which says more), or undefined.
 */
export function generalErrorText(code: ErrorCode): string | undefined {
  const key = `errors.general.${code}`;
  return currentLocale() !== 'en' && isKey(key) ? t(key) : undefined;
}
