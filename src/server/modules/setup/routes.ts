import { z } from '@hono/zod-openapi';
import { setupInput, setupStatus as setupStatusSchema } from '@contracts/auth';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import { languageFromAcceptLanguage } from '@server/lib/language';
import { createFirstSuperAdmin, setupStatus } from './service';

const status = defineRoute('public', {
  method: 'get',
  path: '/setup/status',
  summary:
    'Whether the first super admin still has to be created, and whether a setup token is valid',
  request: { query: z.object({ token: z.string().max(200).optional() }) },
  responses: { 200: json(setupStatusSchema, 'Setup state') },
});

const create = defineRoute('public', {
  method: 'post',
  path: '/setup',
  summary: 'Create the first super admin with the one-time setup token; signs them in',
  request: jsonBody(setupInput),
  responses: { 201: json(z.object({ userId: z.string() }), 'Created and signed in') },
});

export function createSetupRoutes(db: Db, auth: Auth) {
  return createRouter()
    .openapi(status, async (c) => c.json(await setupStatus(db, c.req.valid('query').token), 200))
    .openapi(create, async (c) => {
      const input = c.req.valid('json');
      const language = languageFromAcceptLanguage(c.req.header('accept-language'));
      const user = await createFirstSuperAdmin(db, auth, input, language);
      // Sign the new super admin in: better-auth sets the session cookie on its response.
      const signIn = await auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      for (const cookie of signIn.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ userId: user.id }, 201);
    });
}
