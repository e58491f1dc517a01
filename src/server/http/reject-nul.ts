import type { Context, MiddlewareHandler } from 'hono';
import { validationFailed } from './app-error';

// PostgreSQL text cannot hold U+0000: a NUL in any value that reaches a query fails there as a 500
// (and better-auth's own queries likewise). Refusing it once, here, in every text value of a
// request (query string, path, JSON / form body) covers every route, better-auth's included, with
// the usual per-field 400 instead of one check per schema.

const nul = '\u0000';
const maxFields = 20;
const jsonType = /^application\/([\w.-]+\+)?json$/i;

/** The message for one field; a long text (an imported file) is told the line of the first NUL. */
function nulMessage(value: string) {
  const index = value.indexOf(nul);
  const line = value.slice(0, index).split('\n').length;
  return value.includes('\n')
    ? `Must not contain the NUL character (U+0000); the first is on line ${line}.`
    : 'Must not contain the NUL character (U+0000).';
}

// A lone UTF-16 surrogate (half of a character, only sent as a JSON escape such as \udfff) is no
// text either: PostgreSQL refuses it in JSON (a comment's activity metadata answered 500), and a text
// column would store it as U+FFFD. With the u flag the class matches unpaired surrogates only.
const loneSurrogate = /[\uD800-\uDFFF]/u;
const surrogateEscape = /\\u[dD][89a-fA-F]/;
const surrogateMessage = 'Must not contain a broken character (half of a UTF-16 surrogate pair).';

/** What is wrong with a text value, if anything: a NUL or a lone surrogate. */
const textProblem = (value: string) =>
  value.includes(nul)
    ? nulMessage(value)
    : loneSurrogate.test(value)
      ? surrogateMessage
      : undefined;

/** A field name as it may be shown: a NUL in a key is written as its escape. */
const fieldName = (path: (string | number)[]) =>
  path.length === 0 ? '_' : path.join('.').replaceAll(nul, '\\u0000');

/**
 * A record with no prototype: a name sent by the client ("__proto__", "constructor") is then an
 * entry like any other, not Object.prototype's (which answered 500: `constructor.push` is no function).
 */
const withoutPrototype = <T>() => Object.create(null) as Record<string, T>;

/** Every string (and key) holding a NUL in a parsed JSON value, by dotted path; iterative, so deep nesting cannot overflow the stack. */
function nulFieldsIn(value: unknown): Record<string, string> {
  const fields = withoutPrototype<string>();
  const pending: [unknown, (string | number)[]][] = [[value, []]];
  while (pending.length > 0 && Object.keys(fields).length < maxFields) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) fields[fieldName(path)] ??= problem;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, [...path, index]]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) fields[fieldName([...path, key])] ??= problem;
        pending.push([item, [...path, key]]);
      }
    }
  }
  return fields;
}

/** Name/value pairs (query string, form fields) as an object; a name given once is its value, so the field is reported as "q", not "q.0". */
function pairsToObject(pairs: Iterable<[string, unknown]>) {
  const object = withoutPrototype<unknown[]>();
  for (const [key, value] of pairs) (object[key] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(object).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.includes('%00') ? nul : text;
  }
};

/** NULs in the path and the query string; a NUL can only arrive there percent-encoded. */
function urlFields(c: Context): Record<string, string> {
  const url = c.req.url;
  if (!url.includes('%00')) return {};
  const { pathname, searchParams } = new URL(url);
  if (decoded(pathname).includes(nul)) return { path: nulMessage(decoded(pathname)) };
  return nulFieldsIn(pairsToObject(searchParams));
}

/** NULs in a JSON, form or plain-text body. */
async function bodyFields(c: Context): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const form = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  if (!jsonType.test(type) && !form && type !== 'text/plain') return {};
  const bytes = await c.req.arrayBuffer();
  // The body is read now; better-auth reads the raw request again, so it gets a fresh copy.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  const text = new TextDecoder().decode(bytes);
  if (jsonType.test(type)) {
    // In valid JSON a NUL or a lone surrogate can only be an escape; malformed JSON is the
    // validator's to refuse.
    if (!text.includes('\\u0000') && !surrogateEscape.test(text)) return {};
    try {
      return nulFieldsIn(JSON.parse(text));
    } catch {
      return {};
    }
  }
  if (type === 'multipart/form-data') {
    if (!text.includes(nul)) return {};
    const data = await new Response(bytes, {
      headers: { 'content-type': c.req.header('content-type')! },
    })
      .formData()
      .catch(() => undefined);
    if (!data) return {};
    return nulFieldsIn(pairsToObject([...data].filter(([, value]) => typeof value === 'string')));
  }
  if (type === 'application/x-www-form-urlencoded') {
    if (!text.includes('%00') && !text.includes(nul)) return {};
    return nulFieldsIn(pairsToObject(new URLSearchParams(text)));
  }
  return text.includes(nul) ? { _: nulMessage(text) } : {};
}

/** Answers 400 validation_failed, naming each field, when any text value of the request holds a NUL (or a JSON value a lone surrogate). */
export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null;
    const fields = { ...urlFields(c), ...(hasBody ? await bodyFields(c) : {}) };
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    return next();
  };
}
