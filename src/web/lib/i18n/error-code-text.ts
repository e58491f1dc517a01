import type { ErrorCode } from '@contracts/error-codes';
import { errorCodesEn, type ErrorCodeKey } from './error-codes-en';
import { t } from './t';

function isKey(key: string): key is ErrorCodeKey {
  return Object.hasOwn(errorCodesEn, key);
}

/** The dictionary's text for an API error code, or undefined when it has none (show the server's). */
export function errorCodeText(code: ErrorCode): string | undefined {
  const key = `errors.code.${code}`;
  return isKey(key) ? t(key) : undefined;
}
