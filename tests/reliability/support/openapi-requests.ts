import fc from 'fast-check';
import {
  fuzzedValue,
  UnsupportedSchemaError,
  validValue,
  type KnownValues,
} from './openapi-arbitrary';
import { hostileUrlString, prototypeKeys, wrongTypeValue } from './openapi-hostile';
import {
  operationName,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi-operations';

// An operation of the OpenAPI document → generated HTTP requests for it: path and query parameters
// from their schemas (or not ids at all), a body from the request schema (or malformed JSON, the
// wrong content type, no body), as the fuzzer sends them. The caller adds the role's cookie.

export type FuzzRequest = {
  method: string;
  /** Path and query string, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

export type RequestOptions = {
  known: KnownValues;
  /** The Origin the app trusts (its own pages). */
  origin: string;
};

/** Percent-encodes a text; a lone surrogate (which UTF-8 cannot carry) is sent as WTF-8 bytes. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) encoded += encodeURIComponent(char);
    else
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
  }
  return encoded;
}

/** Raw URL texts that no encoder writes: broken percent-encoding, invalid UTF-8, separators. */
const rawUrlTexts = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%00',
  '%2F',
  '..',
  '.',
  'a;b',
  'a,b',
  '%20',
  '+',
];

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A value for a path or query parameter, already encoded for the URL. */
function parameterValue(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const valid = validValue(schema, known).map((value) => percentEncode(asText(value)));
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    // Not an id, not a listed value, not a number: what a hand-typed or forged URL holds.
    { weight: 2, arbitrary: hostileUrlString.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fuzzedValue(schema, known).map((value) =>
        percentEncode(asText(value).slice(0, 10_000)),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...rawUrlTexts) },
  );
}

/**
 * The rows a path parameter most likely names, guessed from the segment before it (/journal/{id}:
 * journal_entries; /community/posts/{id}: community_posts; {userId}: users), so that a valid-shaped
 * id reaches the handler's own row, not only a 404. All known ids when nothing matches.
 */
function knownFor(path: string, name: string, known: KnownValues): KnownValues {
  const tables = Object.keys(known.idsByTable ?? {});
  const segment = (path.split(`/{${name}}`)[0]!.split('/').at(-1) ?? '').replaceAll('-', '_');
  const matching =
    name === 'userId'
      ? ['users']
      : tables.filter(
          (table) =>
            table === segment || table.endsWith(`_${segment}`) || table.startsWith(`${segment}_`),
        );
  const ids = matching.flatMap((table) => known.idsByTable?.[table] ?? []);
  return ids.length > 0 ? { ...known, ids } : known;
}

function pathOf(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const parameters = names.map((name) => {
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    if (!parameter)
      throw new UnsupportedSchemaError(`${operationName(operation)}: {${name}} has no parameter`);
    return parameterValue(parameter, knownFor(operation.path, name, known));
  });
  return fc
    .tuple(...parameters)
    .map((values) =>
      values.reduce<string>(
        (path, value, index) => path.replace(`{${names[index]}}`, value),
        operation.path,
      ),
    );
}

function queryOf(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = parameters.map((parameter) => {
    const value = parameterValue(parameter, known);
    const given = fc
      .array(value, { minLength: 1, maxLength: 2 })
      .map((values) => values.map((item) => `${percentEncode(parameter.name)}=${item}`));
    return parameter.required
      ? fc.oneof({ weight: 9, arbitrary: given }, { weight: 1, arbitrary: fc.constant([]) })
      : fc.oneof(given, fc.constant<string[]>([]));
  });
  // Parameters the operation does not take, prototype keys among them.
  const extra = fc.array(
    fc
      .tuple(fc.oneof(fc.constantFrom(...prototypeKeys), hostileUrlString), hostileUrlString)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...pairs), fc.oneof({ weight: 5, arbitrary: fc.constant([]) }, extra))
    .map(([given, more]) => {
      const all = [...given.flat(), ...more];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
}

type Body = { contentType?: string; body?: string | Uint8Array };

/** Texts that are not JSON, or JSON of a shape no schema takes. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}garbage',
    'nul',
    'NaN',
    '\ufeff{}',
    '{"a":"\\x00"}',
    '{"a":01}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    'null',
    '[]',
    '"text"',
    '42',
    '['.repeat(100_000),
    `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  ),
  // Valid JSON of the right shape cut short, as a dropped connection leaves it.
  fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? '';
    return text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0);
  }),
);

/** Content types a JSON route does not take, with a body of that kind. */
function wrongContentType(json: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  return fc.oneof(
    json.map((body) => ({ contentType: 'text/plain', body })),
    json.map((body) => ({ body })),
    json.map((body) => ({ contentType: 'application/json; charset=utf-16le', body })),
    json.map((body) => ({ contentType: 'application/vnd.api+json', body })),
    json.map((body) => ({ contentType: 'application/xml', body: `<a>${body}</a>` })),
    json.map((body) => ({ contentType: 'image/png', body })),
    fc.constant({
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=1&__proto__=2&b=%00',
    }),
    fc.constant({
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    }),
    fc.constant({ contentType: 'multipart/form-data', body: '--x\r\n' }),
  );
}

function jsonBody(schema: JsonSchema, options: RequestOptions): fc.Arbitrary<Body> {
  const text = fc
    .oneof(
      { weight: 3, arbitrary: validValue(schema, options.known) },
      { weight: 6, arbitrary: fuzzedValue(schema, options.known) },
      { weight: 1, arbitrary: wrongTypeValue },
    )
    .map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 14, arbitrary: text.map((body) => ({ contentType: 'application/json', body })) },
    {
      weight: 2,
      arbitrary: malformedJson.map((body) => ({ contentType: 'application/json', body })),
    },
    { weight: 2, arbitrary: wrongContentType(text) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json' }) },
  );
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const imageHeads: Record<string, number[]> = {
  'image/png': pngSignature,
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** Raw bytes for an image route: a real type's first bytes, random bytes, nothing, or too many. */
function imageBody(types: string[]): fc.Arbitrary<Body> {
  const anyType = fc.constantFrom(...types);
  const head = (type: string) => imageHeads[type] ?? [];
  return fc.oneof(
    fc.tuple(anyType, fc.uint8Array({ maxLength: 200 })).map(([type, tail]) => ({
      contentType: type,
      body: Uint8Array.from([...head(type), ...tail]),
    })),
    // Another format's bytes under this type.
    fc.tuple(anyType, anyType).map(([declared, actual]) => ({
      contentType: declared,
      body: Uint8Array.from(head(actual)),
    })),
    fc.uint8Array({ maxLength: 300 }).map((body) => ({ contentType: 'image/png', body })),
    fc.constant({ contentType: 'image/png', body: new Uint8Array(0) }),
    fc.constant({ contentType: 'image/svg+xml', body: '<svg onload="alert(1)"/>' }),
    fc.constant({
      contentType: 'image/png',
      body: Uint8Array.from([...pngSignature, ...new Uint8Array(2 * 1024 * 1024 + 1)]),
    }),
    fc.constant({ contentType: 'application/json', body: '{}' }),
    fc.constant({}),
  );
}

const imageType = /^image\/[\w.+-]+$/;
/** A route that takes audio takes any file too (the server goes by its bytes, not its type). */
const audioType = /^(audio\/[\w.+-]+|application\/octet-stream)$/;

const audioHeads: Record<string, number[]> = {
  'audio/mpeg': [0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0],
  'audio/mp4': [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20],
  'audio/ogg': [0x4f, 0x67, 0x67, 0x53, 0, 0x02],
  'audio/wav': [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45],
};

/** Raw bytes for an audio route: a format's first bytes then noise, noise, nothing, or text. */
function audioBody(types: string[]): fc.Arbitrary<Body> {
  const anyType = fc.constantFrom(...types);
  const head = (type: string) => audioHeads[type] ?? [];
  return fc.oneof(
    fc.tuple(anyType, fc.uint8Array({ maxLength: 400 })).map(([type, tail]) => ({
      contentType: type,
      body: Uint8Array.from([...head(type), ...tail]),
    })),
    // Another format's bytes under this type.
    fc.tuple(anyType, anyType).map(([declared, actual]) => ({
      contentType: declared,
      body: Uint8Array.from(head(actual)),
    })),
    anyType.map((type) => ({ contentType: type, body: new Uint8Array(0) })),
    anyType.map((type) => ({ contentType: type, body: 'not a recording' })),
  );
}

function bodyOf(operation: Operation, options: RequestOptions): fc.Arbitrary<Body> {
  // A GET or HEAD with a body cannot even be sent (fetch refuses it): a content type at most.
  if (operation.method === 'GET' || operation.method === 'HEAD')
    return fc.constantFrom({}, { contentType: 'application/json' }, { contentType: 'text/plain' });
  if (!operation.body) {
    // Mostly none, as declared; sometimes a body nobody asked for.
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: jsonBody({}, options) },
      {
        weight: 1,
        arbitrary: malformedJson.map((body) => ({ contentType: 'application/json', body })),
      },
    );
  }
  const types = Object.keys(operation.body.content);
  const images = types.filter((type) => imageType.test(type));
  const audio = types.filter((type) => audioType.test(type));
  const bodies = types
    .filter((type) => !imageType.test(type) && !audioType.test(type))
    .map((type) => {
      if (type === 'application/json') return jsonBody(operation.body!.content[type]!, options);
      throw new UnsupportedSchemaError(
        `${operationName(operation)}: no generator for ${type} request bodies`,
      );
    });
  if (images.length > 0) bodies.push(imageBody(images));
  if (audio.length > 0) bodies.push(audioBody(audio));
  return fc.oneof(...bodies);
}

/** Origins: the app's own mostly; sometimes none or another site's (the CSRF check's inputs). */
function originOf(options: RequestOptions): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 18, arbitrary: fc.constant(options.origin) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant('https://evil.example') },
  );
}

/** Generated requests for one operation (throws UnsupportedSchemaError when it cannot). */
export function requestsFor(
  operation: Operation,
  options: RequestOptions,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathOf(operation, options.known),
      query: queryOf(operation, options.known),
      body: bodyOf(operation, options),
      origin: originOf(options),
    })
    .map(({ path, query, body, origin }) => {
      const headers: Record<string, string> = {};
      if (origin) headers.origin = origin;
      if (body.contentType) headers['content-type'] = body.contentType;
      return { method: operation.method, url: `${path}${query}`, headers, body: body.body };
    });
}

/** The request in a few lines, for a failure message (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text;
  const body =
    request.body === undefined
      ? '(no body)'
      : typeof request.body === 'string'
        ? cut(JSON.stringify(request.body))
        : `${request.body.byteLength} bytes`;
  return `${request.method} ${cut(request.url)}\nheaders: ${JSON.stringify(request.headers)}\nbody: ${body}`;
}
