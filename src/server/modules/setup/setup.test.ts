import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionKeys } from '@contracts/roles';
import { auditLog } from '@server/db/schema/audit';
import {
  cookieFrom,
  createTestContext,
  testOrigin,
  uniqueEmail,
  type TestContext,
} from '@server/test/harness';
import { createSetupLink } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const form = (token: string, email = uniqueEmail('founder')) => ({
  token,
  firstName: 'Miriam',
  lastName: 'Levi',
  email,
  password: 'timbrel and song',
});

describe('first super admin setup', () => {
  it('prints a link on a fresh install that creates the first super admin and signs them in, once', async () => {
    const link = await createSetupLink(t.db, testOrigin);
    expect(link).toMatch(new RegExp(`^${testOrigin}/admin/setup\\?token=`));
    const token = tokenOf(link!);

    expect(await (await t.request(`/api/setup/status?token=${token}`)).json()).toEqual({
      needed: true,
      tokenValid: true,
    });
    expect(await (await t.request('/api/setup/status?token=guess')).json()).toEqual({
      needed: true,
      tokenValid: false,
    });

    const wrong = await t.request('/api/setup', { json: form('guess') });
    expect(wrong.status).toBe(403);

    // The web sends its language with every call: the portal opens in the one set up in.
    const created = await t.request('/api/setup', {
      json: form(token),
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(created.status).toBe(201);
    const me = await (await t.request('/api/me', { cookie: cookieFrom(created) })).json();
    expect(me.role).toBe('super_admin');
    expect(me.language).toBe('pt');
    expect([...me.permissions].sort()).toEqual([...permissionKeys].sort());
    expect(me.user.emailVerified).toBe(true);

    // The role is granted on the one path every grant takes, so it is audited: by the system, at
    // setup (decision 040).
    const { userId } = (await created.json()) as { userId: string };
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: null,
        action: 'role.grant',
        targetType: 'user',
        targetLabel: me.user.email,
        before: { role: null },
        after: { role: 'super_admin', via: 'setup' },
      }),
    ]);

    const again = await t.request('/api/setup', { json: form(token) });
    expect(again.status).toBe(403);
    expect(await (await t.request(`/api/setup/status?token=${token}`)).json()).toEqual({
      needed: false,
      tokenValid: false,
    });
    expect(await createSetupLink(t.db, testOrigin)).toBeNull();
  });

  it('validates the form field by field', async () => {
    const response = await t.request('/api/setup', {
      json: { token: 'x', firstName: '', email: 'nope', password: '1' },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('refuses a common password or the email as the password, like sign-up', async () => {
    const common = await t.request('/api/setup', {
      json: { ...form('x'), password: 'Password123' },
    });
    expect(common.status).toBe(400);
    expect((await common.json()).error.fields).toEqual({
      password: 'This password is one of the most commonly used. Please choose another.',
    });
    const email = uniqueEmail('founder');
    const mirror = await t.request('/api/setup', {
      json: { ...form('x', email), password: email.toUpperCase() },
    });
    expect(mirror.status).toBe(400);
    expect((await mirror.json()).error.fields).toEqual({
      password: 'Your password must not be your email address.',
    });
  });
});
