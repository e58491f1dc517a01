import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetUsage } from '@server/db/schema/widgets';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { deviceCapLimits } from './device-cap';
import { pruneWidgetUsage, widgetUsageKeptDays } from './jobs';

// A widget names its own device, so one address could add a usage row with every request, and the
// rows were never removed. Each address brings a bounded number of devices a day, and a month of
// usage is kept.

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext({ trustedProxyHops: 1 });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const todayDevices = async () =>
  (await answerBody(t.api(admin.cookie).admin.widgets.usage.$get())).days.at(-1)!;

const ask = (address: string, device: string) =>
  t.request('/api/latest-content', {
    headers: { 'x-forwarded-for': address, 'x-widget-device': device, 'user-agent': 'widget' },
  });

describe('widget devices', () => {
  it('one address brings at most its share of new devices a day; others still count theirs', async () => {
    const { devicesPerAddress } = deviceCapLimits;
    const before = await todayDevices();
    for (let i = 0; i < devicesPerAddress + 40; i += 1)
      expect((await ask('203.0.113.7', `flood-${i}`)).status).not.toBe(500);
    // The first devices count as themselves, every later one as the address's one device.
    expect((await todayDevices()).devices - before.devices).toBe(devicesPerAddress + 1);

    // A device seen before still counts as itself; another address's devices count.
    await ask('203.0.113.7', 'flood-0');
    await ask('198.51.100.4', 'phone-a');
    await ask('198.51.100.4', 'phone-b');
    const after = await todayDevices();
    expect(after.devices - before.devices).toBe(devicesPerAddress + 3);
    expect(after.requests - before.requests).toBe(devicesPerAddress + 43);
  });

  it(`keeps ${widgetUsageKeptDays} days of usage and removes what is older`, async () => {
    const now = new Date('2026-12-02T03:15:00Z');
    await t.db.insert(widgetUsage).values([
      { day: '2026-11-03', deviceHash: 'kept-oldest', requests: 1 },
      { day: '2026-11-02', deviceHash: 'gone', requests: 1 },
      { day: '2025-06-01', deviceHash: 'gone-long-ago', requests: 1 },
    ]);
    expect(await pruneWidgetUsage(t.db, now)).toEqual({ removed: 2, oldestKept: '2026-11-03' });
    const { rows } = await t.database.sql(
      `select device_hash from widget_usage where device_hash in ('kept-oldest', 'gone', 'gone-long-ago')`,
    );
    expect(rows).toEqual([{ device_hash: 'kept-oldest' }]);
  });
});
