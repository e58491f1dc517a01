import { adminRoles, type AdminRole } from '@contracts/roles';
import type { TestContext } from '@server/test/harness';
import type { KnownValues } from '../support/openapi-arbitrary';

// Who the fuzzer sends requests as (every role of src/contracts/roles.ts, and nobody), and the rows
// it aims at: people and content that exist, so generated ids reach the handlers' own lookups.

export type RoleName = 'anonymous' | 'member' | 'premium' | AdminRole;
export const roleNames: RoleName[] = ['anonymous', 'member', 'premium', ...adminRoles];

type Expected = { role: AdminRole | null; premium: boolean };
const expectedOf = (name: RoleName): Expected => ({
  role: name === 'anonymous' || name === 'member' || name === 'premium' ? null : name,
  premium: name === 'premium',
});

export type Cast = {
  /** The session cookie of each role (none for anonymous). */
  cookieOf: (name: RoleName) => string | undefined;
  /**
   * The fuzzer may revoke a role, cancel a subscription or sign a session out when a generated
   * request is valid (that is the point): before each operation, anyone who is no longer what
   * their role says is replaced by a new person of that role.
   */
  restore: () => Promise<RoleName[]>;
  /** Ids of rows in every table (the cast's own people left out) and the other people's emails. */
  known: () => Promise<KnownValues>;
};

type Me = { role: AdminRole | null; isPremium: boolean };

export async function createCast(t: TestContext): Promise<Cast> {
  const cookies = new Map<RoleName, { id: string; cookie: string }>();
  const make = async (name: RoleName) => {
    const { role, premium } = expectedOf(name);
    const user = await t.createUser({ role: role ?? undefined, premium });
    cookies.set(name, { id: user.id, cookie: user.cookie });
  };
  for (const name of roleNames) if (name !== 'anonymous') await make(name);

  // People the fuzzer may act on (grant, revoke, cancel, report): never the cast itself.
  const others = await Promise.all([
    t.createUser(),
    t.createUser({ premium: true }),
    t.createUser({ role: 'moderator' }),
    t.createUser({ role: 'admin' }),
  ]);
  // The sample content, so that content, progress and community routes find rows.
  const seeded = await t.request('/api/admin/seed', {
    method: 'POST',
    cookie: cookies.get('super_admin')!.cookie,
  });
  if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status}`);

  const { rows: idColumns } = await t.database.sql(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`,
  );

  return {
    cookieOf: (name) => cookies.get(name)?.cookie,

    async restore() {
      const replaced: RoleName[] = [];
      for (const [name, { cookie }] of cookies) {
        const response = await t.request('/api/me', { cookie });
        const me = response.status === 200 ? ((await response.json()) as Me) : undefined;
        const expected = expectedOf(name);
        if (me && me.role === expected.role && me.isPremium === expected.premium) continue;
        await make(name);
        replaced.push(name);
      }
      return replaced;
    },

    async known() {
      const cast = new Set([...cookies.values()].map((person) => person.id));
      const idsByTable: Record<string, string[]> = {};
      for (const { name } of idColumns) {
        const { rows } = await t.database.sql(
          `select id::text as id from "${String(name)}" order by random() limit 15`,
        );
        idsByTable[String(name)] = rows.map((row) => String(row.id)).filter((id) => !cast.has(id));
      }
      return {
        ids: Object.values(idsByTable).flat(),
        idsByTable,
        emails: [...others.map((person) => person.email), 'nobody@example.test'],
      };
    },
  };
}
