import { z } from '@hono/zod-openapi';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Viewer } from './env';
import { createRouter, defineRoute, json } from './route';

// The viewer a handler sees is typed by its route's permission (GuardedEnv): `npm run typecheck`
// checks the expectations below, the run checks that the guard stands in front of the handler.

const ok = { 200: json(z.object({ signedIn: z.boolean() }), 'Who asked') };
const forMembers = defineRoute('user', { method: 'get', path: '/members', responses: ok });
const forStaff = defineRoute('content', { method: 'get', path: '/staff', responses: ok });
const forAnyone = defineRoute('public', { method: 'get', path: '/anyone', responses: ok });

const router = createRouter()
  .openapi(forMembers, (c) => {
    expectTypeOf(c.get('viewer')).toEqualTypeOf<Viewer>();
    return c.json({ signedIn: true }, 200);
  })
  .openapi(forStaff, (c) => {
    expectTypeOf(c.get('viewer')).toEqualTypeOf<Viewer>();
    return c.json({ signedIn: true }, 200);
  })
  .openapi(forAnyone, (c) => {
    expectTypeOf(c.get('viewer')).toEqualTypeOf<Viewer | null>();
    return c.json({ signedIn: c.get('viewer') !== null }, 200);
  });

describe('route permissions and the viewer', () => {
  it('a signed-in route never reaches its handler without a viewer; a public one does', async () => {
    const app = createRouter()
      .use(async (c, next) => {
        c.set('viewer', null);
        await next();
      })
      .onError((error, c) => c.json({ status: (error as { status?: number }).status }, 500))
      .route('/', router);
    expect(await (await app.request('/members')).json()).toEqual({ status: 401 });
    expect(await (await app.request('/staff')).json()).toEqual({ status: 401 });
    expect(await (await app.request('/anyone')).json()).toEqual({ signedIn: false });
  });
});
