// The database side of the PostgREST-style baseline: a role for signed-in members (NOLOGIN; the
// connection switches to it with set_config('role')), read grants, and row-level security on
// content and categories. The policy on content is our visibility rule (published, released by
// the UTC date) and asks for the claims' role. Our server connects as the database owner, whom RLS
// does not bind, so enabling it leaves our server's answers unchanged.
import type pg from 'pg';

export async function setUpRls(pool: pg.Pool, role: string) {
  await pool.query(`do $$ begin
      if not exists (select from pg_roles where rolname = '${role}') then
        create role ${role} nologin;
      end if;
    end $$`);
  await pool.query(`grant usage on schema public to ${role}`);
  await pool.query(`grant select on content, categories to ${role}`);
  await pool.query('alter table content enable row level security');
  await pool.query('alter table categories enable row level security');
  await pool.query(`create policy bench_member_reads on content for select to ${role} using (
      current_setting('request.jwt.claims', true)::json->>'role' = 'authenticated'
      and is_published
      and (scheduled_for is null or scheduled_for <= (now() at time zone 'utc')::date)
      and (not is_daily_psalm or psalm_date <= (now() at time zone 'utc')::date))`);
  await pool.query(
    `create policy bench_member_reads on categories for select to ${role} using (true)`,
  );
}

/** Roles belong to the cluster, not the database: dropped after the bench database. */
export async function dropRole(adminPool: pg.Pool | pg.Client, role: string) {
  await adminPool.query(`drop role if exists ${role}`);
}
