import { isApiError } from './api-error';

/**
 * The line to show under a toast whose title is the spec's fixed text: the server's own message
 * when it adds something (a conflict, a validation rule, no connection), otherwise nothing.
 */
export function errorDetail(error: unknown, title: string): string | undefined {
  if (!isApiError(error) || error.code === 'internal' || error.code === 'bad_response')
    return undefined;
  const message = error.message.trim();
  return message && message !== title ? message : undefined;
}
