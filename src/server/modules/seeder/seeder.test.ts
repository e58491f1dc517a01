import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '@server/db/schema/content';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { pendingNarrations } from './narration-queue';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('sample content seeder', () => {
  it('creates the six published sample items once, then reports that sample content exists', async () => {
    const first = await t.request('/api/admin/seed', { method: 'POST', cookie: admin.cookie });
    expect(await first.json()).toEqual({
      created: 6,
      message: 'Sample content created successfully!',
    });

    const list = await (await t.request('/api/content?limit=100', { cookie: admin.cookie })).json();
    const summary = list.items
      .map(
        (item: {
          category: { name: string };
          difficultyLevel: string;
          durationMinutes: number;
          isPublished: boolean;
        }) =>
          `${item.category.name} ${item.difficultyLevel} ${item.durationMinutes} ${item.isPublished}`,
      )
      .sort();
    expect(summary).toEqual(
      [
        'Prayer beginner 5 true',
        'Meditation beginner 8 true',
        'Prayer intermediate 12 true',
        'Meditation advanced 20 true',
        'Scripture Study intermediate 15 true',
        'Prayer beginner 10 true',
      ].sort(),
    );

    // Each has a body to read (decision 055) and waits for the starter-narration job to read it.
    const rows = await t.db.select({ id: content.id, body: content.body }).from(content);
    for (const row of rows) expect(row.body?.split(/\s+/).length).toBeGreaterThanOrEqual(150);
    expect((await pendingNarrations(t.db)).sort()).toEqual(rows.map((row) => row.id).sort());

    const second = await t.request('/api/admin/seed', { method: 'POST', cookie: admin.cookie });
    expect(await second.json()).toEqual({ created: 0, message: 'Sample content already exists' });
    const after = await (
      await t.request('/api/content?limit=100', { cookie: admin.cookie })
    ).json();
    expect(after.items).toHaveLength(6);
  });

  it('is for staff with the seeder permission only', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    expect(
      (await t.request('/api/admin/seed', { method: 'POST', cookie: moderator.cookie })).status,
    ).toBe(403);
  });

  it('reports the real state of each service', async () => {
    const body = await (
      await t.request('/api/admin/system-status', { cookie: admin.cookie })
    ).json();
    const byName = Object.fromEntries(body.services.map((s: { name: string }) => [s.name, s]));
    expect(byName.Database).toMatchObject({
      state: 'ok',
      mode: t.database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL',
    });
    expect(byName.Email).toMatchObject({ state: 'ok', mode: 'Outbox (offline default)' });
    // No job runner runs in this test, so no heartbeat has been written.
    expect(byName['Scheduled jobs']).toMatchObject({ state: 'down' });
  });
});
