import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushWidgetRequests } from '@server/modules/widgets/usage-counter';
import type { PushProvider } from '@server/providers/push';
import type { VoiceProvider } from '@server/providers/voice';
import { createTestContext, testOrigin } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import { bySize } from '../support/scale';
import { operationName, readOperations, type Operation } from '../support/openapi-operations';
import { describeRequest, requestsFor, type FuzzRequest } from '../support/openapi-requests';
import { authOperations } from './auth-operations';
import { createCast, roleNames, type Cast, type RoleName } from './cast';
import { describeChanges, watchDatabaseChanges } from './database-changes';
import { bodyText, errorShapeProblem } from './oracle';

// Fuzzing (decision 028): every operation of the app's own /api/openapi.json (and better-auth's sign-in,
// sign-up and reset request), with inputs derived from its schemas plus hostile values, sent as every
// role: no 5xx, every 4xx in the one error shape, the database unchanged by every refused request.

const inputsPerRole = bySize(30, 1000);

// What the server logs at warn and above while a request runs: shown with a 5xx.
const logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
// Subscriptions the fuzzer stores point anywhere (every endpoint is taken, so the route is fuzzed
// past the push-service check): pushes are accepted here, never sent.
const push: PushProvider = { acceptsEndpoint: () => true, send: async () => ({ ok: true }) };

// Narration stands in too: Flite takes most of a second a psalm, and what is fuzzed is the API.
const voice: VoiceProvider = {
  kind: 'offline',
  label: 'fuzzing stand-in',
  speak: async () => ({
    audio: Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    mimeType: 'audio/mpeg',
    durationSeconds: 1,
  }),
  check: async () => ({ ok: true, detail: 'stand-in' }),
  close: async () => {},
};

const t = await createTestContext({ rateLimitAuthPerMinute: 1_000_000, logger, push, voice });
const apiOperations = await readOperations((path) => t.request(path));
const changes = await watchDatabaseChanges(t.database.sql);
let cast: Cast;
/** Operations that answered 2xx at least once: inputs that got past validation to the handler. */
const answered = new Set<string>();

const tally = {
  inputs: 0,
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '5xx': 0,
  designed503: 0,
  refusedThatWrote: 0,
  replaced: 0,
};

beforeAll(async () => {
  cast = await createCast(t);
}, 120_000);

afterAll(async () => {
  reportFigures('fuzzing', [
    { name: 'operations', value: apiOperations.length + authOperations.length },
    { name: 'roles', value: roleNames.length },
    { name: 'inputs per operation and role', value: inputsPerRole, goal: '≥ 1,000 (full run)' },
    { name: 'inputs tried', value: tally.inputs },
    { name: '2xx', value: tally['2xx'] },
    { name: '3xx', value: tally['3xx'] },
    { name: '4xx', value: tally['4xx'] },
    { name: '5xx', value: tally['5xx'], goal: '0' },
    {
      name: '503 widget_disabled (widgets switched off by a fuzzed admin)',
      value: tally.designed503,
    },
    { name: 'tables watched for writes', value: changes.tables.length },
    { name: 'operations that answered 2xx at least once', value: answered.size },
    {
      name: 'operations that never did',
      value: [...apiOperations, ...authOperations]
        .map(operationName)
        .filter((name) => !answered.has(name))
        .join(', '),
    },
    {
      name: 'refused requests that changed the database',
      value: tally.refusedThatWrote,
      goal: '0',
    },
    { name: 'people replaced after a valid request changed them', value: tally.replaced },
  ]);
  await t.close();
});

/**
 * The one 5xx the app answers on purpose: an admin switched the widget off (PUT
 * /api/admin/widgets/settings, fuzzed too), so GET /api/latest-content says it is unavailable.
 * Checked like a refusal (the error shape, nothing written) and counted apart.
 */
const designedUnavailable = new Set(['widget_disabled']);
/**
 * Writes a refusal makes on purpose, by operation, each with why. Nothing else is let through.
 * - GET /api/latest-content counts every widget poll for the Widgets tab, answered or refused (widgets
 *   switched off, no psalm today): the usage shows the devices still polling (psalms/routes.ts).
 */
const writtenByDesign = new Map([['GET /api/latest-content', 'widget_usage']]);

const errorCodeOf = (text: string) => {
  try {
    return (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return undefined;
  }
};

async function send(request: FuzzRequest, role: RoleName) {
  const headers = { ...request.headers };
  const cookie = cast.cookieOf(role);
  if (cookie) headers.cookie = cookie;
  return t.app.request(`${testOrigin}${request.url}`, {
    method: request.method,
    headers,
    body: request.body as BodyInit | undefined,
  });
}

/** One generated request as one role, checked; throws (for fast-check to shrink) when it fails. */
async function check(operation: Operation, role: RoleName, request: FuzzRequest) {
  logLines.length = 0;
  const response = await send(request, role);
  const text = await bodyText(response);
  // Widget requests are counted in memory and written a second later: written now, so a write is
  // seen after the request that caused it.
  await flushWidgetRequests(t.db);
  const written = await changes.since();
  const status = response.status;
  const where = `${operationName(operation)} as ${role}: ${status}`;
  tally.inputs += 1;
  if (status < 300) answered.add(operationName(operation));
  if (status >= 500 && designedUnavailable.has(String(errorCodeOf(text)))) tally.designed503 += 1;
  else {
    tally[`${Math.floor(status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx'] += 1;
    if (status >= 500)
      throw new Error(
        `${where}\n${text.slice(0, 500)}\nserver log:\n${logLines.join('').slice(0, 4000)}`,
      );
  }
  if (status < 400) return;
  const problem = errorShapeProblem(status, text, operation.path);
  if (problem) throw new Error(`${where}: ${problem}\n${text.slice(0, 500)}`);
  const unexpected = written.filter(
    (change) => writtenByDesign.get(operationName(operation)) !== change.table,
  );
  if (unexpected.length > 0) {
    tally.refusedThatWrote += 1;
    throw new Error(
      `${where} (${text.slice(0, 300)}) changed the database: ${describeChanges(unexpected)}`,
    );
  }
}

async function fuzz(operation: Operation, roles: readonly RoleName[]) {
  tally.replaced += (await cast.restore()).length;
  const requests = requestsFor(operation, { known: await cast.known(), origin: testOrigin });
  // What the set-up wrote (people replaced, last operation's unflushed counts) is not this one's.
  await flushWidgetRequests(t.db);
  await changes.since();
  const failures: string[] = [];
  for (const role of roles) {
    const outcome = await fc.check(
      fc.asyncProperty(requests, (request) => check(operation, role, request)),
      { numRuns: inputsPerRole },
    );
    if (outcome.failed) {
      const example = outcome.counterexample?.[0];
      failures.push(
        `${role} (seed ${outcome.seed}, path ${outcome.counterexamplePath}):\n` +
          `${example ? describeRequest(example) : ''}\n${String(outcome.errorInstance)}`,
      );
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
}

describe('every operation of /api/openapi.json as every role', () => {
  it('finds the operations in the document', () => {
    expect(apiOperations.length).toBeGreaterThan(100);
  });
  for (const operation of apiOperations) {
    it(operationName(operation), () => fuzz(operation, roleNames));
  }
});

describe("better-auth's sign-in, sign-up and reset request, as anonymous", () => {
  for (const operation of authOperations) {
    it(operationName(operation), () => fuzz(operation, ['anonymous']));
  }
});
