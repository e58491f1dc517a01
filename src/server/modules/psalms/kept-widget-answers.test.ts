import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@contracts/time';
import { content } from '@server/db/schema/content';
import { createAppServer } from '@server/http/app-server';
import { announce, announced } from '@server/modules/content/announce';
import { setAccessSettings } from '@server/test/access-settings';
import { dailyPsalm } from '@server/test/factories';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Anonymous widget polls are answered by the server's listener from the app's kept answer (decision
// 076), over a real socket as main.ts serves them. What the app would answer differently is
// never served from it: after a content change, a Widgets tab switch, a free rule, a new day, or
// for a signed-in caller, the poll reaches the app again. Every poll is counted.

let t: TestContext;
let admin: TestUser;
let url: string;
let psalmId: string;
/** Requests the framework received (the listener answered the rest itself). */
let reachedApp = 0;
let close: () => Promise<void>;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  psalmId = await dailyPsalm(t, today(), { title: 'Kept psalm', audioUrl: '/media/kept.mp3' });
  const server = createAppServer((request) => {
    if (new URL(request.url).pathname === '/api/latest-content') reachedApp += 1;
    return t.app.fetch(request);
  }, t.keptWidgetAnswers.before);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/latest-content`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await t.close();
});
beforeEach(async () => {
  await t.request('/api/admin/widgets/settings', {
    method: 'PUT',
    cookie: admin.cookie,
    json: { widgetEnabled: true, emergencyDisable: false, autoUpdates: true, audioEnabled: true },
  });
  reachedApp = 0;
});
afterEach(() => vi.useRealTimers());

/** A poll as a home-screen widget sends it: no cookie; its body, headers and whether it was kept. */
async function poll(path = '', headers: Record<string, string> = {}) {
  const before = reachedApp;
  const response = await fetch(`${url}${path}`, { headers });
  return {
    status: response.status,
    body: await response.text(),
    headers: Object.fromEntries(response.headers),
    answeredByApp: reachedApp > before,
  };
}

const withoutDate = (headers: Record<string, string>) => ({ ...headers, date: undefined });

describe('kept widget answers', () => {
  it('answer a repeated anonymous poll with the same bytes and headers, without the app', async () => {
    const first = await poll();
    expect(first).toMatchObject({ status: 200, answeredByApp: true });
    const second = await poll();
    expect(second.answeredByApp).toBe(false);
    expect(second.body).toBe(first.body);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers['cache-control']).toMatch(/^public/);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    // A zone is another address, kept apart (at noon UTC Lisbon has the same psalm).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today()}T12:00:00Z`));
    const lisbon = await poll('?timeZone=Europe/Lisbon');
    expect(lisbon).toMatchObject({ status: 200, answeredByApp: true });
    expect((await poll('?timeZone=Europe/Lisbon')).answeredByApp).toBe(false);
  });

  it('are let go when the content changes', async () => {
    await poll();
    const [row] = await t.db
      .update(content)
      .set({ title: 'Renamed psalm' })
      .where(eq(content.id, psalmId))
      .returning(announced);
    await announce(t.bus, 'update', row!);
    const after = await poll();
    expect(after.answeredByApp).toBe(true);
    expect(JSON.parse(after.body).title).toBe('Renamed psalm');
  });

  it('are let go when a Widgets tab switch changes', async () => {
    await poll();
    await t.request('/api/admin/widgets/settings', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { widgetEnabled: false },
    });
    const off = await poll();
    expect(off).toMatchObject({ status: 503, answeredByApp: true });
    // A switched-off answer is not kept either.
    expect((await poll()).answeredByApp).toBe(true);
  });

  it("are let go when the free members' audio rule changes", async () => {
    const withheld = await poll();
    expect(JSON.parse(withheld.body).audioUrl).toBeNull();
    await setAccessSettings(t, admin, { audio_enabled_free: 'true' });
    const heard = await poll();
    expect(heard.answeredByApp).toBe(true);
    expect(JSON.parse(heard.body).audioUrl).toBe('/media/kept.mp3');
    await setAccessSettings(t, admin, { audio_enabled_free: 'false' });
    expect(JSON.parse((await poll()).body).audioUrl).toBeNull();
  });

  it("are not served past the zone's midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today()}T23:59:50Z`));
    await poll();
    expect((await poll()).answeredByApp).toBe(false);
    vi.setSystemTime(new Date(`${addDays(today(), 1)}T00:00:10Z`));
    const tomorrow = await poll();
    expect(tomorrow).toMatchObject({ status: 404, answeredByApp: true });
  });

  it('never answer a signed-in caller, whose language and access are their own', async () => {
    await poll();
    const member = await t.createUser();
    expect((await poll('', { cookie: member.cookie })).answeredByApp).toBe(true);
    expect((await poll('', { authorization: 'Bearer x' })).answeredByApp).toBe(true);
  });

  it('count every poll for the Widgets tab, kept or not', async () => {
    const usage = async () =>
      (await answerBody(t.api(admin.cookie).admin.widgets.usage.$get())).days.at(-1)!.requests;
    const before = await usage();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await poll());
    expect(answers.filter((answer) => !answer.answeredByApp).length).toBeGreaterThanOrEqual(4);
    expect(await usage()).toBe(before + 5);
  });
});
