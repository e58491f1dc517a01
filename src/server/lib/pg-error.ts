/** PostgreSQL's error codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  deadlockDetected: '40P01',
} as const;

type PgError = { code?: string; constraint?: string };

/**
 * Whether a database error is PostgreSQL's `code` (on `constraint`, when named). pg raises it
 * directly; drizzle over PGlite wraps it as the cause, so both are looked at.
 */
export function isPgError(error: unknown, code: string, constraint?: string) {
  const found = [error, (error as { cause?: unknown } | null)?.cause] as (PgError | undefined)[];
  return found.some(
    (e) => e?.code === code && (constraint === undefined || e.constraint === constraint),
  );
}

/**
 * SQLSTATE classes and codes that mean the database itself went away, not that the query was wrong:
 * 08 (connection exception), 57P01–57P03 (the server terminated the backend, crashed, or is
 * starting), 53300 (too many connections).
 */
const lostDatabaseCode = /^(08|57P0[123]$|53300$)/;
/** Node's socket errors on the way to the database. */
const lostSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/** pg's own words when a connection ends under it or the pool cannot get one in time. */
const lostConnectionMessage =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Whether an error says the database could not be reached (terminated backends, a restart, a
 * network cut): the request may succeed when retried, so it is answered 503, not 500. Looks through
 * drizzle's wrapping (`cause`) as isPgError does.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (lostDatabaseCode.test(code) || lostSocketCodes.has(code)))
      return true;
    if (typeof message === 'string' && lostConnectionMessage.test(message)) return true;
  }
  return false;
}
