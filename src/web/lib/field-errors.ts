import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts a 400 answer's per-field messages on a react-hook-form form. Returns true when at least one
 * field took a message (so the caller can skip a toast that would repeat them).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * Whether a required text's error means "left blank": a contract's min(1) is the only lower bound
 * of such a field, so zod's too_small, the resolver's error type, means blank. A flag rather than
 * the message's text, which is free to change or be translated. Forms show their own wording for it.
 */
export function isBlank(error: FieldError | undefined): boolean {
  return error?.type === 'too_small';
}
