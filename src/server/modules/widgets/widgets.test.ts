import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWidgetCache } from '@server/modules/psalms/widget-cache';
import type { EventBus } from '@server/realtime/bus';
import { createPostgresBus } from '@server/realtime/postgres-bus';
import { dailyPsalm } from '@server/test/factories';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// The Widgets tab's switches are kept on the server and change what /api/latest-content answers,
// here and on every other instance (a second widget cache on its own bus stands for one); usage
// counts real widget requests.

let t: TestContext;
let admin: TestUser;
let otherBus: EventBus;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  await dailyPsalm(t, today, { title: 'Widget psalm', audioUrl: '/media/widget.mp3' });
  otherBus = t.database.pool
    ? await createPostgresBus(t.database.pool, pino({ level: 'silent' }))
    : t.bus;
});
afterAll(async () => {
  if (otherBus !== t.bus) await otherBus.close();
  await t.close();
});

const put = (json: Record<string, boolean>, cookie = admin.cookie) =>
  t.request('/api/admin/widgets/settings', { method: 'PUT', cookie, json });

beforeEach(async () => {
  await put({
    widgetEnabled: true,
    emergencyDisable: false,
    autoUpdates: true,
    audioEnabled: true,
  });
});

describe('widget settings', () => {
  it('start enabled, are stored on the server, and reject unknown switches', async () => {
    const read = await t.request('/api/admin/widgets/settings', { cookie: admin.cookie });
    expect(await read.json()).toEqual({
      widgetEnabled: true,
      emergencyDisable: false,
      autoUpdates: true,
      audioEnabled: true,
    });
    const bad = await put({ widgetEnabled: true, sparkle: true });
    expect(bad.status).toBe(400);
    const notBoolean = await t.request('/api/admin/widgets/settings', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { audioEnabled: 'no' },
    });
    expect(notBoolean.status).toBe(400);
    expect((await notBoolean.json()).error.fields).toHaveProperty('audioEnabled');
  });

  it('disabled or emergency: /api/latest-content answers 503 with a clear message, here and on another instance', async () => {
    const other = createWidgetCache(t.db, otherBus);
    expect((await other()).data.title).toBe('Widget psalm');
    expect((await t.request('/api/latest-content')).status).toBe(200);

    expect((await put({ emergencyDisable: true })).status).toBe(200);
    const emergency = await t.request('/api/latest-content');
    expect(emergency.status).toBe(503);
    expect(emergency.headers.get('cache-control')).toBe('no-store');
    expect(await emergency.json()).toEqual({
      error: {
        code: 'widget_disabled',
        message: 'Widgets are temporarily unavailable. Please check back later.',
      },
    });
    // The other instance's cache was warm; the bus (LISTEN/NOTIFY on PostgreSQL) drops it.
    await expect
      .poll(async () =>
        other().then(
          () => 'served',
          (error: Error) => error.message,
        ),
      )
      .toBe('Widgets are temporarily unavailable. Please check back later.');

    await put({ emergencyDisable: false, widgetEnabled: false });
    const off = await t.request('/api/latest-content');
    expect(off.status).toBe(503);
    expect((await off.json()).error.message).toBe(
      'Widgets are switched off for now. Please check back later.',
    );

    await put({ widgetEnabled: true });
    expect((await t.request('/api/latest-content')).status).toBe(200);
    await expect
      .poll(async () =>
        other().then(
          () => 'served',
          () => 'refused',
        ),
      )
      .toBe('served');
  });

  it('audio off: the answer has no audio URL; auto updates off is told in a header', async () => {
    // A premium member: the free rules (Access tab) may hold audio back from anonymous widgets.
    const { cookie } = await t.createUser({ premium: true });
    const on = await t.request('/api/latest-content', { cookie });
    expect((await on.json()).audioUrl).toBe('/media/widget.mp3');
    expect(on.headers.get('x-widget-auto-updates')).toBe('on');
    await put({ audioEnabled: false, autoUpdates: false });
    const off = await t.request('/api/latest-content', { cookie });
    expect(off.status).toBe(200);
    expect((await off.json()).audioUrl).toBeNull();
    expect(off.headers.get('x-widget-auto-updates')).toBe('off');
  });

  it('force refresh drops every instance’s cached answer', async () => {
    const other = createWidgetCache(t.db, otherBus);
    expect((await other()).data.title).toBe('Widget psalm');
    // A change the content module did not announce (written straight to the table).
    await t.database.sql("update content set title = 'Renamed psalm' where title = 'Widget psalm'");
    expect((await other()).data.title).toBe('Widget psalm');
    const refreshed = await t.request('/api/admin/widgets/refresh', {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(refreshed.status).toBe(204);
    await expect.poll(async () => (await other()).data.title).toBe('Renamed psalm');
    await t.database.sql("update content set title = 'Widget psalm' where title = 'Renamed psalm'");
    await t.request('/api/admin/widgets/refresh', { method: 'POST', cookie: admin.cookie });
  });

  it('each change is audited with before and after', async () => {
    await put({ audioEnabled: false });
    const { items } = await (
      await t.request('/api/admin/audit-log?action=widget_setting.update&limit=1', {
        cookie: (await t.createUser({ role: 'super_admin' })).cookie,
      })
    ).json();
    expect(items[0]).toMatchObject({
      actorEmail: admin.email,
      before: { audioEnabled: true },
      after: { audioEnabled: false },
    });
  });

  it('usage counts requests per day and distinct devices (client id header, else address + agent)', async () => {
    const usage = () => answerBody(t.api(admin.cookie).admin.widgets.usage.$get());
    const before = (await usage()).days.at(-1)!;
    const ask = (device?: string) =>
      t.request('/api/latest-content', {
        headers: device ? { 'x-widget-device': device } : { 'user-agent': 'widget-test-agent' },
      });
    await ask('phone-1');
    await ask('phone-1');
    await ask('phone-2');
    await ask();
    await ask();
    const after = await usage();
    expect(after.days).toHaveLength(7);
    expect(after.days.at(-1)).toEqual({
      date: today,
      requests: before.requests + 5,
      devices: expect.any(Number),
    });
    // phone-1, phone-2 and the header-less agent are new devices; the agent counted once.
    expect(after.days.at(-1)!.devices - before.devices).toBe(3);
  });

  it('is for staff with the widgets permission only', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    for (const path of ['/api/admin/widgets/settings', '/api/admin/widgets/usage']) {
      expect((await t.request(path, { cookie: moderator.cookie })).status).toBe(403);
      expect((await t.request(path)).status).toBe(401);
    }
    expect((await put({ widgetEnabled: false }, moderator.cookie)).status).toBe(403);
  });
});
