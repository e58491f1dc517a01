import fc from 'fast-check';

// Values a careless or hostile client sends: the fuzzer mixes them into every field, parameter and
// body it derives from an operation's schemas (decision 028).

/** Keys that reach an object's prototype or shadow its methods when code copies a body carelessly. */
export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Texts that break parsers, queries, pages and logs when passed on unescaped. */
const hostileTexts = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001b[31m\u007f\u0085',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  '\u2066\u2067\u2068\u2069',
  '\u200b\u200c\u200d\ufeff',
  '\u0301\u0301\u0301',
  'e\u0301'.repeat(300),
  '🙏🏽✝️🕊️',
  'Ｆｕｌｌｗｉｄｔｈ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "1' UNION SELECT email, password FROM account --",
  '\\',
  '%',
  '_%_',
  '%00',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '%s%s%n',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  '-1',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ...prototypeKeys,
];

/**
 * A string long enough to hurt: past any schema's limit, and in a body past the 1 MB limit. In the
 * URL at most 10,000 characters: the HTTP server refuses longer request lines (16 KB of headers)
 * before the app sees them.
 */
const hugeString = (lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('x', 'é', '🙏', '\u202e', "'"))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any code units at all, lone surrogates and control characters included. */
const anyCodeUnits = fc.string({ unit: 'binary', maxLength: 40 });

/** A hostile string: a listed text, any code units, a huge string, or a listed text inside text. */
const hostileStringOf = (hugeLengths: number[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...hostileTexts) },
    { weight: 3, arbitrary: anyCodeUnits },
    { weight: 1, arbitrary: hugeString(hugeLengths) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 8 }),
          fc.constantFrom(...hostileTexts),
          fc.string({ maxLength: 8 }),
        )
        .map((parts) => parts.join('')),
    },
  );

/** For body fields: up to past the 1 MB body limit. */
export const hostileString = hostileStringOf([10_000, 100_000, 1_100_000]);
/** For path and query parameters: what a URL can carry to the app. */
export const hostileUrlString = hostileStringOf([300, 10_000]);

/** An array nested this deep breaks recursive code (the stack) but stays a small body. */
const deepArray = (depth: number) =>
  JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

/** A value of some JSON type, used where the schema asks for another. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    { '': '' },
    Object.fromEntries([['__proto__', { polluted: true }]]),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileString,
  fc.constantFrom(50, 3000).map(deepArray),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 3 }),
);

/** An extra member for an object body: a prototype key or an unknown name, with any value. */
export const extraMember: fc.Arbitrary<[string, unknown]> = fc.tuple(
  fc.oneof(fc.constantFrom(...prototypeKeys, 'id', 'userId', 'role', 'isAdmin'), hostileString),
  fc.oneof(wrongTypeValue, fc.constant('super_admin')),
);
