// Baseline: a PostgREST-style request for GET /content?select=*,categories(name,color)
// &order=created_at.desc,id.desc&limit=20 — a read-only transaction that sets the role and the
// JWT-like claims with set_config, row-level security (bench/baselines/rls.ts) deciding what the
// role sees, and the JSON body built in SQL (json_agg) and sent as it comes. Three round trips, as
// PostgREST makes: begin + settings, the query (a named prepared statement), commit.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { announce } from './listen';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const role = process.env.BENCH_ROLE!;
const claims = JSON.stringify({ sub: process.env.BENCH_MEMBER_ID, role: 'authenticated' });
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const begin = `begin isolation level read committed read only;
  select set_config('role', ${quote(role)}, true), set_config('request.jwt.claims', ${quote(claims)}, true),
         set_config('request.method', 'GET', true), set_config('request.path', '/content', true)`;

const select = `with pgrst_source as (
    select "content".*, row_to_json("content_categories_1".*)::jsonb as "categories"
    from "public"."content"
    left join lateral (
      select "categories_1"."name", "categories_1"."color"
      from "public"."categories" as "categories_1"
      where "categories_1"."id" = "content"."category_id"
    ) as "content_categories_1" on true
    order by "content"."created_at" desc, "content"."id" desc
    limit $1 offset 0
  )
  select null::bigint as total_result_set, pg_catalog.count(_postgrest_t) as page_total,
         coalesce(json_agg(_postgrest_t), '[]')::text as body,
         nullif(current_setting('response.headers', true), '') as response_headers,
         nullif(current_setting('response.status', true), '') as response_status
  from (select * from pgrst_source) _postgrest_t`;

const app = new Hono().get('/content', async (c) => {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const { rows } = await client.query<{ body: string }>({
      name: 'pgrst_content',
      text: select,
      values: [Number(c.req.query('limit') ?? 20)],
    });
    await client.query('commit');
    return c.body(rows[0]!.body, 200, { 'content-type': 'application/json; charset=utf-8' });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

announce(createServer(getRequestListener(app.fetch)));
