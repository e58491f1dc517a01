import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@server/db/schema/system';
import { freePort } from '@server/test/server-process';
import { createTestContext, uniqueEmail, type TestContext } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import { bySize } from '../support/scale';

// Account enumeration: whoever types an address into sign-up or "forgot password" learns nothing
// about whether it has an account. The answers are the same (status, body shape, headers), the only
// email goes to the address typed (which an attacker does not read), and a failing mail server
// does not tell them apart either.

// Rounds of each comparison: a few in CI, enough in the full run for the timing medians to mean something.
const rounds = bySize(3, 25);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const timings: Record<string, number[]> = {};
const timed = async (label: string, send: () => Promise<Response>) => {
  const started = performance.now();
  const response = await send();
  (timings[label] ??= []).push(performance.now() - started);
  return response;
};

/** The answer with every value replaced by its type: what differs besides the echoed input. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  return value === null ? null : typeof value;
}

/** What a caller can see of an answer, values of the echoed input aside. */
async function visible(response: Response) {
  return {
    status: response.status,
    headers: [...response.headers.keys()].filter((name) => name !== 'date').sort(),
    cookies: response.headers.getSetCookie().length,
    body: shapeOf(await response.json()),
  };
}

const emailsSent = async (context: TestContext = t) =>
  (await context.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const emailsTo = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

const signUp = (context: TestContext, email: string) =>
  context.request('/api/auth/sign-up/email', {
    json: { email, password: 'a fresh psalm 9', firstName: 'Eve', lastName: 'Prober' },
  });
const requestReset = (context: TestContext, email: string) =>
  context.request('/api/auth/request-password-reset', { json: { email } });

describe('sign-up', () => {
  it('answers a registered address exactly as a new one, and emails only the address typed', async () => {
    for (let round = 0; round < rounds; round++) {
      const known = await t.createUser();
      const unknown = uniqueEmail('new');
      const before = await emailsSent();
      const ownerBefore = await emailsTo(known.email);
      const forKnown = await timed('sign-up, registered', () => signUp(t, known.email));
      const forUnknown = await timed('sign-up, new', () => signUp(t, unknown));
      expect(forKnown.status).toBe(200);
      const seen = await visible(forKnown);
      expect(seen).toEqual(await visible(forUnknown));
      expect(seen.cookies).toBe(0);
      // One email each, to the address typed: the owner hears of the attempt, the new address gets
      // its confirmation. Nothing comes back to whoever typed it.
      expect(await emailsSent()).toBe(before + 2);
      expect(await emailsTo(known.email)).toBe(ownerBefore + 1);
      expect(await emailsTo(unknown)).toBe(1);
    }
  });

  it('ignores the case of a registered address the same way', async () => {
    const known = await t.createUser();
    const answer = await signUp(t, known.email.toUpperCase());
    expect(await visible(answer)).toEqual(await visible(await signUp(t, uniqueEmail('new'))));
  });
});

describe('password reset request', () => {
  it('answers a registered address exactly as an unknown one', async () => {
    for (let round = 0; round < rounds; round++) {
      const known = await t.createUser();
      const before = await emailsSent();
      const forKnown = await timed('reset, registered', () => requestReset(t, known.email));
      const forUnknown = await timed('reset, unknown', () =>
        requestReset(t, uniqueEmail('nobody')),
      );
      expect(forKnown.status).toBe(200);
      const [knownBody, unknownBody] = [
        await forKnown.clone().json(),
        await forUnknown.clone().json(),
      ];
      expect(knownBody).toEqual(unknownBody);
      expect(await visible(forKnown)).toEqual(await visible(forUnknown));
      // The link goes to the owner alone; nothing is sent for the unknown address.
      expect(await emailsSent()).toBe(before + 1);
      expect((await t.lastEmail(known.email))?.subject).toMatch(/reset/i);
    }
  });

  it('answers the same when the mail server is down', async () => {
    const closedPort = await freePort();
    const noMail = await createTestContext({ smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    try {
      const known = await noMail.createUser();
      const forKnown = await requestReset(noMail, known.email);
      const forUnknown = await requestReset(noMail, uniqueEmail('nobody'));
      expect({ status: forKnown.status, body: await forKnown.json() }).toEqual({
        status: forUnknown.status,
        body: await forUnknown.json(),
      });
      expect(forKnown.status).toBe(200);
    } finally {
      await noMail.close();
    }
  });
});

afterAll(() => {
  const median = (values: number[] = []) =>
    values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN;
  reportFigures(
    'hardening: enumeration',
    Object.entries(timings).map(([label, values]) => ({
      name: `${label}: median ms (${values.length})`,
      value: median(values).toFixed(0),
    })),
  );
});
