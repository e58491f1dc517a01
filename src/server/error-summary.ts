// What of an error may be written to the log. A failed query carries the user's values in several
// places: drizzle's DrizzleQueryError has .params and puts them in its message, PGlite adds .params
// to its error, and PostgreSQL's detail ("Failing row contains (…)", "Key (email)=(…)") and where
// quote them. A journal entry must never reach the log that way, so the summary keeps only what
// names the failure: the class, the SQLSTATE and the schema objects, the SQL text with its $n
// placeholders, and messages with their quoted parts and URLs' secrets removed.

import { withoutSecretUrls } from './http/secret-urls';

export type ErrorSummary = {
  type: string;
  message?: string;
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  sql?: string;
  stack?: string;
  cause?: ErrorSummary;
  /** An AggregateError's parts (a connection refused on each address). */
  errors?: ErrorSummary[];
};

const maxMessage = 500;
const maxSql = 2000;
const maxCauses = 3;
// Summaries already made: a summary logged through a logger that summarises `err` stays as it is.
const summaries = new WeakSet<object>();

/** Drivers and parsers quote the offending input ("…"); the quoted part goes, the sentence stays. */
export const withoutQuotedValues = (message: string) =>
  message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').slice(0, maxMessage);

const text = (value: unknown, max = maxMessage) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;

/** SQLSTATE codes are five characters; Node's system errors (ECONNREFUSED) are safe too. */
const codeOf = (value: unknown) =>
  typeof value === 'string' && /^[A-Z0-9_]{1,40}$/.test(value) ? value : undefined;

/** The stack's frames only: its first line repeats the message, which may hold values. */
function framesOf(error: Error) {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

const isDrizzleQueryError = (error: Error) =>
  error.name === 'DrizzleQueryError' ||
  error.constructor?.name === 'DrizzleQueryError' ||
  error.message.startsWith('Failed query: ');

function summarise(value: unknown, depth: number): ErrorSummary {
  if (value && typeof value === 'object' && summaries.has(value)) return value as ErrorSummary;
  if (!(value instanceof Error)) {
    // A thrown string or object may be anything; its kind is all that is safe to say.
    return { type: value === null ? 'null' : typeof value };
  }
  const fields = value as Error & Record<string, unknown>;
  const type =
    value.constructor?.name && value.constructor.name !== 'Object'
      ? value.constructor.name
      : value.name;
  const summary: ErrorSummary = { type };
  if (isDrizzleQueryError(value)) {
    // Its message is "Failed query: <sql>\nparams: <values>".
    summary.message = 'Failed query';
  } else {
    // A URL in it (a failed fetch's, a parser's) may carry a token: the link is not handed on.
    summary.message = withoutSecretUrls(withoutQuotedValues(value.message));
  }
  const code = codeOf(fields.code);
  if (code) summary.code = code;
  for (const key of [
    'severity',
    'schema',
    'table',
    'column',
    'dataType',
    'constraint',
    'routine',
  ] as const) {
    const part = text(fields[key], 200);
    if (part) summary[key] = part;
  }
  const sql = text(fields.query, maxSql);
  if (sql) summary.sql = sql;
  const stack = framesOf(value);
  if (stack) summary.stack = stack;
  if (value.cause !== undefined && depth < maxCauses) {
    summary.cause = summarise(value.cause, depth + 1);
  }
  if (Array.isArray(fields.errors) && depth < maxCauses) {
    summary.errors = fields.errors.slice(0, 5).map((part) => summarise(part, depth + 1));
  }
  return summary;
}

/** A loggable summary of anything thrown: no query parameters, no quoted values, no row details. */
export function errorSummary(value: unknown): ErrorSummary {
  const summary = summarise(value, 0);
  summaries.add(summary);
  return summary;
}
