import { apiError } from '@contracts/errors';
import { errorStatus } from '@server/http/app-error';

// What every answer the fuzzer gets must satisfy, by status: the fuzzing checks (decision 028) that are
// about one answer alone (the database check needs the fingerprints: fuzz.test.ts).

/** The members the error shape names (code, message, fields, details). */
const errorMembers = apiError.shape.error.shape;

/** Why a 4xx body is not the one error shape (src/contracts/errors.ts), or undefined when it is. */
export function errorShapeProblem(status: number, text: string, path: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `the body is not JSON: ${text.slice(0, 200)}`;
  }
  const parsed = apiError.safeParse(body);
  if (!parsed.success) return `not the error shape: ${parsed.error.message}`;
  // Members zod would drop silently: the body as sent.
  const sent = body as { error: Record<string, unknown> & { fields?: Record<string, string> } };
  const extraTop = Object.keys(sent).filter((key) => key !== 'error');
  const extraInner = Object.keys(sent.error).filter((key) => !(key in errorMembers));
  if (extraTop.length + extraInner.length > 0)
    return `members outside the error shape: ${[...extraTop, ...extraInner].join(', ')}`;
  const { code, message } = parsed.data.error;
  // The fields as sent: zod's copy of a record drops a member named "__proto__".
  const fields = sent.error.fields;
  if (!message.trim()) return 'an empty message';
  // better-auth's answers, renamed onto the list, keep better-auth's own status (app-error.ts).
  if (!path.startsWith('/api/auth/') && errorStatus[code] !== status)
    return `code ${code} answered with ${status}, not ${errorStatus[code]}`;
  if (code === 'validation_failed') {
    // ARCHITECTURE.md: 400 validation_failed, with per-field messages.
    if (!fields || Object.keys(fields).length === 0) return 'validation_failed without fields';
    const empty = Object.entries(fields).filter(([, text]) => !text.trim());
    if (empty.length > 0)
      return `fields without a message: ${empty.map(([key]) => key).join(', ')}`;
  }
  return undefined;
}

/** The body as text; an event stream (GET /api/realtime) is closed unread, it never ends. */
export async function bodyText(response: Response): Promise<string> {
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return '(event stream)';
  }
  return response.text();
}
