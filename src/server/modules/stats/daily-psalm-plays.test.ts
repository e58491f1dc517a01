import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPsalm } from '@server/test/factories';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Listening to today's psalm on the Psalm page is a play like any library item's: the page starts
// a session of the psalm (POST /api/content/{id}/progress), and the Stats tab counts it.

let t: TestContext;
let admin: TestUser;
let listener: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  listener = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const utcToday = () => new Date().toISOString().slice(0, 10);

describe("plays of today's psalm", () => {
  it('are recorded through the progress endpoint and counted in the Stats top 5', async () => {
    await dailyPsalm(t, utcToday(), {
      title: 'Psalm heard today',
      audioUrl: '/media/psalms/heard.mp3',
    });
    const today = await answerBody(
      t.api(listener.cookie).psalms.today.$get({ query: { timeZone: 'UTC' } }),
    );
    const psalm = today.psalm!;
    expect(psalm.title).toBe('Psalm heard today');

    for (let play = 0; play < 2; play++) {
      const session = await answerBody(
        t.api(listener.cookie).content[':id'].progress.$post({
          param: { id: psalm.id },
          query: { timeZone: 'UTC' },
        }),
        201,
      );
      const completed = await t.request(`/api/progress/${session.id}/complete`, {
        cookie: listener.cookie,
        method: 'POST',
      });
      expect(completed.status).toBe(200);
    }

    const report = await answerBody(t.api(admin.cookie).admin.stats.$get({ query: {} }));
    expect(report.topContent).toContainEqual({
      contentId: psalm.id,
      title: 'Psalm heard today',
      plays: 2,
    });
    expect(report.window.plays).toBe(2);
    expect(report.window.completions).toBe(2);
  });
});
