import pg from 'pg';

/** Waits a few milliseconds between two looks at a condition (never as a wait for its own sake). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Looks at `probe` every `stepMs` until it gives a value (anything but undefined), and gives it;
 * throws when `timeoutMs` passes first.
 */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  stepMs = 50,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await pause(stepMs);
  }
}

/**
 * Cuts an app's database connections for `forMs`: every backend on the database `url` names is
 * terminated, again every 25 ms, from a connection to the server's `postgres` database (which the
 * cut leaves alone). Returns how many backends were terminated.
 */
export async function cutConnections(url: string, forMs: number): Promise<number> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  let terminated = 0;
  try {
    const until = performance.now() + forMs;
    while (performance.now() < until) {
      const { rows } = await admin.query<{ done: boolean }>(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      terminated += rows.filter((row) => row.done).length;
      await pause(25);
    }
  } finally {
    await admin.end();
  }
  return terminated;
}
