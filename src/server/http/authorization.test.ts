import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoles,
  permissionKeys,
  rolePermissions,
  type AdminRole,
  type PermissionKey,
} from '@contracts/roles';
import { apiError } from '@contracts/errors';
import { getUserAdminRole, hasAdminPermission, isAdmin } from '../auth/access';
import { grantRole } from '../modules/admins/service';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';

// The authorization matrix: every operation of the OpenAPI document, as every kind of caller.
// Later routes are covered without touching this file.

type CallerName = 'anonymous' | 'user' | 'premium' | AdminRole;
type Caller = {
  name: CallerName;
  user?: TestUser;
  role: AdminRole | null;
  premium: boolean;
};

type Operation = {
  method: string;
  path: string;
  permission: unknown;
  hasBody: boolean;
  streams: boolean;
};

type OpenApiOperation = {
  'x-permission'?: unknown;
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

let t: TestContext;
let callers: Caller[];

beforeAll(async () => {
  t = await createTestContext();
  callers = [
    { name: 'anonymous', role: null, premium: false },
    { name: 'user', user: await t.createUser(), role: null, premium: false },
    { name: 'premium', user: await t.createUser({ premium: true }), role: null, premium: true },
    ...(await Promise.all(
      adminRoles.map(async (role) => ({
        name: role,
        user: await t.createUser({ role }),
        role,
        premium: false,
      })),
    )),
  ];
});
afterAll(() => t.close());

/** Every operation of /api/openapi.json, fetched from the running app. */
async function operations(): Promise<Operation[]> {
  const response = await t.request('/api/openapi.json');
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    servers?: { url: string }[];
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const base = document.servers?.[0]?.url ?? '';
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.includes(method)) continue;
      const contentTypes = Object.values(operation.responses ?? {}).flatMap((r) =>
        Object.keys(r.content ?? {}),
      );
      found.push({
        method: method.toUpperCase(),
        path: `${base}${path}`,
        permission: operation['x-permission'],
        hasBody: operation.requestBody !== undefined,
        streams: contentTypes.includes('text/event-stream'),
      });
    }
  }
  return found;
}

/** Independent of the server's guard: what ARCHITECTURE.md says each caller may do. */
function expectedAllowed(caller: Caller, permission: string) {
  if (permission === 'public') return true;
  if (caller.name === 'anonymous') return false;
  if (permission === 'user') return true;
  if (permission === 'premium') return caller.premium;
  return caller.role !== null && rolePermissions[caller.role].includes(permission as PermissionKey);
}

/** Calls an operation with a random UUID for each path parameter and `{}` as its body. */
async function call(operation: Operation, caller: Caller) {
  const path = operation.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const response = await t.request(path, {
    method: operation.method,
    cookie: caller.user?.cookie,
    json: operation.hasBody ? {} : undefined,
  });
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown;
  if (contentType.includes('text/event-stream')) {
    await response.body?.cancel();
  } else {
    const text = await response.text();
    body = contentType.includes('json') && text ? JSON.parse(text) : text;
  }
  return { path, status: response.status, contentType, body };
}

const errorCode = (body: unknown) =>
  (body as { error?: { code?: unknown } } | undefined)?.error?.code;

describe('authorization matrix', () => {
  it('declares an x-permission on every operation of the OpenAPI document', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(0);
    const known = ['public', 'user', 'premium', ...permissionKeys];
    const undeclared = all
      .filter((op) => typeof op.permission !== 'string' || !known.includes(op.permission))
      .map((op) => `${op.method} ${op.path}: ${String(op.permission)}`);
    expect(undeclared).toEqual([]);
  });

  it('answers every operation, as every role, only as its x-permission allows, never with 5xx, and every refusal in the error shape with a listed code', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(0);
    // The matrix must exercise both outcomes, or it proves nothing.
    expect(all.some((op) => op.permission === 'public')).toBe(true);
    expect(all.some((op) => op.permission === 'admin_management')).toBe(true);

    const problems: string[] = [];
    let calls = 0;
    for (const operation of all) {
      for (const caller of callers) {
        const { path, status, body } = await call(operation, caller);
        calls++;
        const where = `${operation.method} ${path} [${String(operation.permission)}] as ${caller.name}`;
        if (status >= 500) {
          problems.push(`${where}: ${status} ${JSON.stringify(body)}`);
          continue;
        }
        if (status >= 400 && !apiError.safeParse(body).success)
          problems.push(`${where}: ${status} not in the error shape: ${JSON.stringify(body)}`);
        if (expectedAllowed(caller, String(operation.permission))) {
          if (status === 401 || status === 403)
            problems.push(`${where}: refused with ${status} ${JSON.stringify(body)}`);
        } else if (caller.name === 'anonymous') {
          if (status !== 401 || errorCode(body) !== 'unauthenticated')
            problems.push(
              `${where}: expected 401 unauthenticated, got ${status} ${JSON.stringify(body)}`,
            );
        } else {
          const code = operation.permission === 'premium' ? 'premium_required' : 'forbidden';
          if (status !== 403 || errorCode(body) !== code)
            problems.push(`${where}: expected 403 ${code}, got ${status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(calls).toBe(all.length * callers.length);
    expect(problems).toEqual([]);
  }, 300_000); // every operation × six callers, including generation and narration runs

  it('the SSE route is in the matrix and streams to a signed-in caller', async () => {
    const stream = (await operations()).find((op) => op.streams);
    expect(stream).toBeDefined();
    const user = callers.find((caller) => caller.name === 'user')!;
    const answer = await call(stream!, user);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/event-stream');
  });

  it('every /api/admin operation answers 401 to anonymous and 403 to an ordinary user', async () => {
    const admin = (await operations()).filter((op) => op.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    const anonymous = callers.find((caller) => caller.name === 'anonymous')!;
    const user = callers.find((caller) => caller.name === 'user')!;
    const premium = callers.find((caller) => caller.name === 'premium')!;
    const answers: string[] = [];
    for (const operation of admin) {
      for (const caller of [anonymous, user, premium]) {
        const { status, body } = await call(operation, caller);
        answers.push(
          `${operation.method} ${operation.path} ${caller.name} ${status} ${errorCode(body)}`,
        );
      }
    }
    const expected = admin.flatMap((op) => [
      `${op.method} ${op.path} anonymous 401 unauthenticated`,
      `${op.method} ${op.path} user 403 forbidden`,
      `${op.method} ${op.path} premium 403 forbidden`,
    ]);
    expect(answers).toEqual(expected);
  });
});

describe('roles and permissions', () => {
  it('the admin_permissions table holds exactly the role → permission table of ARCHITECTURE.md', async () => {
    const { rows } = await t.database.sql(
      'select admin_role, permission_key from admin_permissions order by admin_role, permission_key',
    );
    const actual = rows
      .map((row) => `${String(row.admin_role)}:${String(row.permission_key)}`)
      .sort();
    const expected = adminRoles
      .flatMap((role) => rolePermissions[role].map((key) => `${role}:${key}`))
      .sort();
    expect(actual).toEqual(expected);
    // And the contract itself says what ARCHITECTURE.md says.
    expect([...rolePermissions.super_admin].sort()).toEqual([...permissionKeys].sort());
    expect([...rolePermissions.admin].sort()).toEqual(
      permissionKeys.filter((key) => key !== 'admin_management').sort(),
    );
    expect([...rolePermissions.moderator].sort()).toEqual(['categories', 'content', 'moderation']);
  });

  it('getUserAdminRole and isAdmin tell staff from ordinary users', async () => {
    for (const caller of callers) {
      if (!caller.user) continue;
      expect(await getUserAdminRole(t.db, caller.user.id)).toBe(caller.role);
      expect(await isAdmin(t.db, caller.user.id)).toBe(caller.role !== null);
    }
    const nobody = randomUUID();
    expect(await getUserAdminRole(t.db, nobody)).toBeNull();
    expect(await isAdmin(t.db, nobody)).toBe(false);
  });

  it('hasAdminPermission follows the role of the user for every permission key', async () => {
    for (const caller of callers) {
      if (!caller.user) continue;
      for (const key of permissionKeys) {
        const expected = caller.role !== null && rolePermissions[caller.role].includes(key);
        expect({
          who: caller.name,
          key,
          allowed: await hasAdminPermission(t.db, caller.user.id, key),
        }).toEqual({ who: caller.name, key, allowed: expected });
      }
    }
    expect(await hasAdminPermission(t.db, randomUUID(), 'content')).toBe(false);
  });

  it('a role change takes effect on the next request', async () => {
    const person = await t.createUser();
    expect((await t.request('/api/admin/admins', { cookie: person.cookie })).status).toBe(403);
    // Through the admins module, as the portal and `npm run admin -- grant` do: it signals the
    // change, so the cache of who is signed in (decision 023) cannot answer with the old role.
    await grantRole(t.db, person.email, 'super_admin', t.bus);
    expect(await hasAdminPermission(t.db, person.id, 'admin_management')).toBe(true);
    expect((await t.request('/api/admin/admins', { cookie: person.cookie })).status).toBe(200);
    const me = await (await t.request('/api/me', { cookie: person.cookie })).json();
    expect(me).toMatchObject({ role: 'super_admin', isAdmin: true });
    expect([...me.permissions].sort()).toEqual([...permissionKeys].sort());
  });
});
