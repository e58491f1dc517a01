import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/connection';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { sharedLimitWindows } from './shared-windows';

// A PostgreSQL matter (a .pg.test.ts file): the windows every instance on one database shares
// (decision 058). Two connection pools stand for two instances.

let database: TestDatabase;
let second: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  second = await openPostgres(database.url!);
});
afterAll(async () => {
  await second.close();
  await database.close();
});

describe('shared limit windows', () => {
  it('counts concurrent hits from two instances once each', async () => {
    const a = sharedLimitWindows(database.db);
    const b = sharedLimitWindows(second.db);
    const time = Date.now();
    const windows = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('spread', 60_000, time)),
    );
    expect(windows.map((window) => window.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(new Set(windows.map((window) => window.resetAt))).toEqual(new Set([time + 60_000]));
    expect(await b.peek('spread', time)).toEqual({ hits: 40, resetAt: time + 60_000 });
  });

  it('starts a new window at the first hit after one ends, and clears on request', async () => {
    const a = sharedLimitWindows(database.db);
    const b = sharedLimitWindows(second.db);
    const time = Date.now();
    await a.hit('window', 1_000, time);
    await b.hit('window', 1_000, time + 500);
    expect(await a.peek('window', time + 999)).toEqual({ hits: 2, resetAt: time + 1_000 });
    expect(await a.peek('window', time + 1_000)).toBeUndefined();
    expect(await b.hit('window', 1_000, time + 1_000)).toEqual({ hits: 1, resetAt: time + 2_000 });
    await a.clear('window');
    expect(await b.peek('window', time + 1_001)).toBeUndefined();
  });
});
