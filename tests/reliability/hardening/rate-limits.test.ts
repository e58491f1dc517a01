import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, uniqueEmail, type TestContext } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import {
  authWrites,
  documentedWrites,
  errorCodeOf,
  isAddressLimited,
  nameOf,
  type WriteOperation,
} from './write-operations';

// Rate limits at the limit and one past it, through the whole app: sign-in, sign-up and password
// reset per address (decision 003), every other write per member and route family (decision 026).
// Each limit answers 429 rate_limited with Retry-After, and opens again when its window has passed
// (the limiters read Date.now at every request, so a faked Date moves their clock).

const authLimit = 3;
const writeLimit = 5;
const figures = { limitsChecked: 0, writeRoutesLimited: 0, windowsReset: 0 };

let t: TestContext;
beforeAll(async () => {
  // Behind one trusted proxy, so each test speaks from addresses of its choosing.
  t = await createTestContext({
    rateLimitAuthPerMinute: authLimit,
    rateLimitWritesPerMinute: writeLimit,
    trustedProxyHops: 1,
  });
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  reportFigures('hardening: rate limits', [
    { name: 'limits checked at the limit and one past it', value: figures.limitsChecked },
    { name: 'write routes refused one past the limit', value: figures.writeRoutesLimited },
    { name: 'windows seen to reset', value: figures.windowsReset },
  ]);
  await t.close();
});

let addresses = 0;
/** A client address nobody has used in this file. */
const freshAddress = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** Asserts the 429 a caller sees past a limit: the error shape, and Retry-After within the window. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await errorCodeOf(response)).toBe('rate_limited');
  figures.limitsChecked++;
}

/** Moves the limiters' clock past the current window. */
function afterTheWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
  figures.windowsReset++;
}

describe('sign-in, sign-up and password reset: per address', () => {
  const attempts: Record<string, (address: string) => Promise<Response>> = {
    'sign-in': (address) =>
      t.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail('guess'), password: 'a guess 123' },
        headers: { 'x-forwarded-for': address },
      }),
    'sign-up': (address) =>
      t.request('/api/auth/sign-up/email', {
        json: {
          email: uniqueEmail('signup'),
          password: 'a fine song 12',
          firstName: 'Ann',
          lastName: 'Lee',
        },
        headers: { 'x-forwarded-for': address },
      }),
    'password reset': (address) =>
      t.request('/api/auth/request-password-reset', {
        json: { email: uniqueEmail('reset') },
        headers: { 'x-forwarded-for': address },
      }),
  };

  it.each(Object.keys(attempts))(
    '%s: the limit passes, one past it is 429 with Retry-After, the next window passes',
    async (name) => {
      const attempt = attempts[name]!;
      const address = freshAddress();
      for (let i = 0; i < authLimit; i++)
        expect((await attempt(address)).status, `attempt ${i + 1}`).not.toBe(429);
      await expectRefused(await attempt(address));
      // Another client is not held back by this one.
      expect((await attempt(freshAddress())).status).not.toBe(429);
      afterTheWindow();
      expect((await attempt(address)).status).not.toBe(429);
    },
  );
});

describe('writes: per member and route family', () => {
  it('a member writes up to the limit; one past it is 429 and writes nothing; the next window writes', async () => {
    const member = await t.createUser({ premium: true });
    const entry = (title: string) =>
      t.request('/api/journal', {
        cookie: member.cookie,
        json: { title, content: 'Grateful today.' },
        headers: { 'x-forwarded-for': freshAddress() },
      });
    for (let i = 1; i <= writeLimit; i++) expect((await entry(`entry ${i}`)).status).toBe(201);
    // From another address too: the budget is the member's, not the address's.
    await expectRefused(await entry('one too many'));
    const listed = await t.request('/api/journal', { cookie: member.cookie });
    const titles = JSON.stringify(await listed.json());
    expect(titles).toContain(`entry ${writeLimit}`);
    expect(titles).not.toContain('one too many');

    // Other parts of the app, and other members, keep their own budgets.
    const post = await t.request('/api/community/posts', {
      cookie: member.cookie,
      json: { title: 'Rain', content: 'Praying for rain.' },
    });
    expect(post.status).toBe(201);
    const other = await t.createUser({ premium: true });
    const theirs = await t.request('/api/journal', {
      cookie: other.cookie,
      json: { title: 'mine', content: 'Mine.' },
    });
    expect(theirs.status).toBe(201);

    afterTheWindow();
    expect((await entry('next window')).status).toBe(201);
  });

  it("better-auth's writes count per member too (account changes)", async () => {
    const member = await t.createUser();
    const rename = (n: number) =>
      t.request('/api/auth/update-user', {
        cookie: member.cookie,
        json: { firstName: `Name${n}` },
        headers: { 'x-forwarded-for': freshAddress() },
      });
    for (let i = 1; i <= writeLimit; i++) expect((await rename(i)).status).toBe(200);
    await expectRefused(await rename(writeLimit + 1));
    const me = await (await t.request('/api/me', { cookie: member.cookie })).json();
    expect(me.user.firstName).toBe(`Name${writeLimit}`);
  });

  it('every write route of the API document and of /api/auth is refused one past the limit', async () => {
    const operations = [
      ...(await documentedWrites((path) => t.request(path))),
      ...authWrites.filter((operation) => !isAddressLimited(operation)),
    ];
    expect(operations.length).toBeGreaterThan(50);
    const unlimited: string[] = [];
    for (const operation of operations) {
      // Anonymous, from an address of its own: the limit, then one past it.
      const address = freshAddress();
      for (let i = 0; i < writeLimit; i++) {
        const response = await send(operation, address);
        await response.body?.cancel();
        if (response.status === 429) unlimited.push(`${nameOf(operation)}: 429 too early`);
      }
      const past = await send(operation, address);
      if (past.status !== 429 || (await errorCodeOf(past)) !== 'rate_limited')
        unlimited.push(`${nameOf(operation)}: ${past.status}`);
      else if (!past.headers.get('retry-after'))
        unlimited.push(`${nameOf(operation)}: no Retry-After`);
      else figures.writeRoutesLimited++;
    }
    expect(unlimited).toEqual([]);
  });
});

function send(operation: WriteOperation, address: string) {
  return t.app.request(`http://localhost:3000${operation.path}`, {
    method: operation.method,
    headers: {
      origin: 'http://localhost:3000',
      'content-type': operation.contentType,
      'x-forwarded-for': address,
    },
    body: operation.contentType === 'application/json' ? '{}' : 'x',
  });
}
