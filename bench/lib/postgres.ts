// A fresh PostgreSQL database for one bench run (bench_<pid>), dropped at the end: the bench never
// touches another database. The server under test, the baselines and the seeding all use it.
import pg from 'pg';

export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = {
  name: string;
  url: string;
  /** A small pool for seeding and inspecting (not used while load runs, except by the realtime bench). */
  pool: pg.Pool;
  drop: () => Promise<void>;
};

function urlFor(name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createBenchDatabase(suffix = ''): Promise<BenchDatabase> {
  const name = `bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = urlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    name,
    url,
    pool,
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
