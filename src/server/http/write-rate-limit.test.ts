import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Viewer } from './env';
import { createErrorHandler } from './error-handler';
import { routeFamily, writeRateLimit } from './write-rate-limit';

// The write limit on a clock of the test's own: the limit passes, one past it is a 429 with
// Retry-After in the one error shape, and the next window starts afresh.

function limitedApp(limit: number, clock: { now: number }) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.use('*', async (c, next) => {
    const member = c.req.header('x-member');
    c.set('viewer', member ? ({ id: member } as Viewer) : null);
    return next();
  });
  app.use(
    '/api/*',
    writeRateLimit({
      limit,
      windowMs: 60_000,
      trustedProxyHops: 1,
      exempt: ['/api/auth/sign-in/email'],
      now: () => clock.now,
    }),
  );
  app.all('/api/*', (c) => c.json({ ok: true }));
  const write = (path: string, who: { member?: string; address?: string }, method = 'POST') =>
    app.request(path, {
      method,
      headers: {
        ...(who.member ? { 'x-member': who.member } : {}),
        'x-forwarded-for': who.address ?? '198.51.100.1',
      },
    });
  return write;
}

const statuses = async (responses: (Response | Promise<Response>)[]) =>
  (await Promise.all(responses)).map((response) => response.status);

describe('the write limit', () => {
  it('lets the limit through, refuses one past it with Retry-After, and resets with the window', async () => {
    const clock = { now: 1_000_000 };
    const write = limitedApp(3, clock);
    const ann = { member: 'ann' };
    for (const method of ['POST', 'PATCH', 'DELETE'])
      expect((await write('/api/journal/1', ann, method)).status).toBe(200);
    clock.now += 20_000;
    const refused = await write('/api/journal', ann, 'PUT');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many changes in a short time. Please wait 40 seconds and try again.',
      },
    });
    clock.now += 39_999;
    expect((await write('/api/journal', ann)).headers.get('retry-after')).toBe('1');
    clock.now += 1;
    expect(await statuses([1, 2, 3].map(() => write('/api/journal', ann)))).toEqual([
      200, 200, 200,
    ]);
    expect((await write('/api/journal', ann)).status).toBe(429);
  });

  it('counts each member and each route family apart; reads are never counted', async () => {
    const write = limitedApp(1, { now: 0 });
    expect((await write('/api/community/posts', { member: 'ann' })).status).toBe(200);
    expect((await write('/api/community/comments/9/like', { member: 'ann' })).status).toBe(429);
    expect((await write('/api/community/posts', { member: 'bob' })).status).toBe(200);
    expect((await write('/api/journal', { member: 'ann' })).status).toBe(200);
    expect((await write('/api/admin/content', { member: 'ann' })).status).toBe(200);
    expect((await write('/api/admin/categories', { member: 'ann' })).status).toBe(200);
    expect(
      await statuses([1, 2, 3].map(() => write('/api/community/posts', { member: 'ann' }, 'GET'))),
    ).toEqual([200, 200, 200]);
  });

  it('counts anonymous writes per client address, and leaves exempt paths to their own limit', async () => {
    const write = limitedApp(1, { now: 0 });
    expect((await write('/api/setup', { address: '198.51.100.7' })).status).toBe(200);
    expect((await write('/api/setup', { address: '198.51.100.7' })).status).toBe(429);
    expect((await write('/api/setup', { address: '198.51.100.8' })).status).toBe(200);
    // A member's budget is their own, wherever they write from.
    expect((await write('/api/setup', { member: 'ann', address: '198.51.100.7' })).status).toBe(
      200,
    );
    expect(
      await statuses(
        [1, 2, 3].map(() => write('/api/auth/sign-in/email', { address: '198.51.100.7' })),
      ),
    ).toEqual([200, 200, 200]);
  });
});

describe('route families', () => {
  it.each([
    ['/api/community/posts/1/like', 'community'],
    ['/api/community/comments/2', 'community'],
    ['/api/journal', 'journal'],
    ['/api/admin/content/3', 'admin/content'],
    ['/api/admin/import', 'admin/import'],
    ['/api/auth/sign-out', 'auth'],
  ])('%s counts against %s', (path, family) => {
    expect(routeFamily(path)).toBe(family);
  });
});
