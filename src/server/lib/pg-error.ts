/** PostgreSQL's error codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const pgCodes = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

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
