import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@contracts/time';
import { answerBody, createTestContext, type TestContext, type TestUser } from '../test/harness';
import { readStream } from '../test/sse-client';

// A psalm dated for a day is published for readers whose own day has reached it (docs/decisions/
// 009): their open apps hear of it then, east of UTC before the UTC date comes, and nobody earlier.

let t: TestContext;
let staff: TestUser;
let reader: TestUser;
// Noon UTC: the date is already tomorrow's in Kiritimati (UTC+14) and still today's in UTC.
const today = new Date().toISOString().slice(0, 10);
const noon = new Date(`${today}T12:00:00Z`);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: noon });
  t = await createTestContext();
  staff = await t.createUser({ role: 'super_admin' });
  reader = await t.createUser();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function streamIn(timeZone: string) {
  const response = await t.request(`/api/realtime?timeZone=${encodeURIComponent(timeZone)}`, {
    cookie: reader.cookie,
  });
  expect(response.status).toBe(200);
  const stream = readStream(response);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

describe("the realtime stream on the reader's day", () => {
  it('announces a psalm dated tomorrow (UTC) as published to a reader already on that day only', async () => {
    const ahead = await streamIn('Pacific/Kiritimati');
    const inUtc = await streamIn('UTC');
    try {
      const tomorrow = addDays(today, 1);
      const { id } = await answerBody(
        t.api(staff.cookie).admin.psalms.$post({
          json: {
            title: 'Psalm of the first sunrise',
            generatedPsalm: 'The Lord is my light.',
            prompt: 'p',
            theme: 'joy',
            date: tomorrow,
          },
        }),
        201,
      );

      expect(await ahead.next(10_000)).toEqual({
        event: 'content.changed',
        data: { id, op: 'insert', title: 'Psalm of the first sunrise', is_published: true },
      });
      // The reader in UTC hears nothing of it: the next thing they get is the next public news.
      const marker = await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'A prayer for today', categoryId: await anyCategory(), isPublished: true },
      });
      expect(marker.status).toBe(201);
      const next = await inUtc.next(10_000);
      expect(next).toMatchObject({
        event: 'content.changed',
        data: { title: 'A prayer for today', is_published: true },
      });
    } finally {
      await ahead.close();
      await inUtc.close();
    }
  });

  it('refuses a zone that does not exist', async () => {
    const response = await t.request('/api/realtime?timeZone=Moon/Base', { cookie: reader.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('timeZone');
  });
});

async function anyCategory() {
  const body = await answerBody(t.api(staff.cookie).categories.$get());
  return body.items[0]!.id;
}
