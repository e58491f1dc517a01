// Content library: importing 10,000 rows, and the first page of content with 100,000 rows in the
// table against 1,000 (keyset pagination should make the ratio near 1).
import { sql } from 'drizzle-orm';
import { benchApp, median, origin } from './harness';

export async function contentBench() {
  const { app, database, auth } = await benchApp();
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email: 'bench@example.test', name: 'Bench', emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash('bench password'),
  });
  await database.sql(`update profiles set admin_role = 'super_admin' where user_id = $1`, [
    user.id,
  ]);
  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.test', password: 'bench password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { origin, cookie, 'content-type': 'application/json' };
  const categoryId = String(
    (await database.sql(`select id from categories where name = 'Prayer'`)).rows[0]!.id,
  );

  const csv = ['title,description,difficulty_level,duration_minutes'];
  for (let i = 0; i < 10_000; i++)
    csv.push(`"Imported prayer ${i}","A prayer, number ${i}",beginner,${i % 30}`);
  const importStart = performance.now();
  const response = await app.request(`${origin}/api/admin/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ format: 'csv', text: csv.join('\n'), defaultCategoryId: categoryId }),
  });
  const lastLine = (await response.text()).trim().split('\n').at(-1);
  const importSeconds = (performance.now() - importStart) / 1000;
  if (!lastLine?.includes('"imported":10000')) throw new Error(`import failed: ${lastLine}`);

  const firstPage = async () =>
    (await app.request(`${origin}/api/content?limit=20`, { headers })).json();
  const fill = (n: number) =>
    database.db.execute(sql`insert into content (title, category_id, created_by)
      select 'Filler ' || g, ${categoryId}::uuid, ${user.id}::uuid from generate_series(1, ${n}) g`);

  await database.sql('delete from content');
  await fill(1_000);
  await database.sql('analyze content');
  await firstPage();
  const small = await median(15, firstPage);
  await fill(99_000);
  await database.sql('analyze content');
  await firstPage();
  const large = await median(15, firstPage);
  await database.close();

  console.log(`content import: 10,000 rows in ${importSeconds.toFixed(2)} s`);
  console.log(
    `content list first page: ${small.toFixed(2)} ms at 1,000 rows, ${large.toFixed(2)} ms at 100,000 rows`,
  );
  console.log(`content list ratio (100,000 / 1,000 rows): ${(large / small).toFixed(2)}`);
}
