import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import {
  countWidgetRequest,
  flushWidgetRequests,
  widgetCounterLimits,
  widgetCounterState,
} from './usage-counter';

// The widget device is the client's choice, so a flood of distinct
// ones once made one insert of more than PostgreSQL's 65,535 bind parameters, queued again on every
// failure for good, and the usage report stayed failing. The counter is bounded, writes in
// statements far below the limit, and recovers from a database pause by itself.

let t: TestContext;
let admin: TestUser;
const lines: string[] = [];
const { maxPendingKeys } = widgetCounterLimits;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestContext({ logger: pino({ level: 'warn' }, sink) });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

async function stored(day: string) {
  const { rows } = await t.database.sql(
    'select count(*)::int as rows, coalesce(sum(requests), 0)::int as requests from widget_usage where day = $1',
    [day],
  );
  return rows[0];
}

const usage = () => t.request('/api/admin/widgets/usage', { cookie: admin.cookie });
const usageAnswer = () => answerBody(t.api(admin.cookie).admin.widgets.usage.$get());
const todayOf = async () => (await usageAnswer()).days.at(-1)!;
const logged = (message: string) => lines.filter((line) => line.includes(message));

describe('widget usage counter bounds', () => {
  it('writes a flood of distinct devices past 65,535 bind parameters in bounded statements', async () => {
    const now = new Date('2001-02-03T12:00:00Z');
    const devices = 22_000; // × 3 columns: 66,000 parameters in one statement
    for (let i = 0; i < devices; i++) {
      countWidgetRequest(t.db, `flood-a-${i}`, now);
      countWidgetRequest(t.db, `flood-a-${i}`, now);
    }
    await expect(flushWidgetRequests(t.db)).resolves.toBeUndefined();
    // Two full writes of the cap, the rest dropped: every kept device with both of its requests.
    expect(await stored('2001-02-03')).toEqual({
      rows: 2 * maxPendingKeys,
      requests: 4 * maxPendingKeys,
    });
    const [line] = logged('counter full');
    expect(JSON.parse(line!)).toMatchObject({
      droppedRequests: 2 * (devices - 2 * maxPendingKeys),
    });
    expect(widgetCounterState(t.db)).toEqual({
      pendingKeys: 0,
      writingKeys: 0,
      droppedRequests: 0,
    });
  });

  it('takes x-widget-device as an id only when it is a short token; the queue stays within the cap', async () => {
    const before = await todayOf();
    const ask = (device: string) =>
      t.request('/api/latest-content', {
        headers: { 'x-widget-device': device, 'user-agent': 'flood-agent' },
      });
    // Too long or not an id: this one agent (at this address) is one device.
    for (let i = 0; i < 20; i++) await ask(`${'a'.repeat(130)}-${i}`);
    for (let i = 0; i < 20; i++) await ask(`id ${i} <script>`);
    await ask('a-widget-id');
    const after = await todayOf();
    expect(after.requests - before.requests).toBe(41);
    expect(after.devices - before.devices).toBe(2);

    const now = new Date('2001-02-04T12:00:00Z');
    for (let i = 0; i < 5 * maxPendingKeys; i++) {
      countWidgetRequest(t.db, `flood-b-${i}`, now);
      const { pendingKeys, writingKeys } = widgetCounterState(t.db);
      if (pendingKeys > maxPendingKeys || writingKeys > maxPendingKeys)
        expect({ i, pendingKeys, writingKeys }).toBeUndefined();
    }
    await flushWidgetRequests(t.db);
    expect(await stored('2001-02-04')).toEqual({
      rows: 2 * maxPendingKeys,
      requests: 2 * maxPendingKeys,
    });
  });

  it('after a database pause, the next flush writes and admin usage answers 200 again', async () => {
    // Only the counter's timer is faked: it runs when the test says, so the attempts are known.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const before = await todayOf();
      lines.length = 0;
      // The pause: the table cannot be written (nor read) until it is back.
      await t.database.sql('alter table widget_usage rename to widget_usage_paused');
      for (let i = 0; i < 25_000; i++) countWidgetRequest(t.db, `flood-c-${i}`);
      await expect(flushWidgetRequests(t.db)).rejects.toThrow();
      expect((await usage()).status).toBeGreaterThanOrEqual(500);
      await t.database.sql('alter table widget_usage_paused rename to widget_usage');
      const after = (await usageAnswer()).days.at(-1)!;
      // The rows kept through two failed writes are written by the third.
      expect(after.requests - before.requests).toBe(maxPendingKeys);
      expect(widgetCounterState(t.db)).toMatchObject({ pendingKeys: 0, writingKeys: 0 });
      // Each failed write kept at most the cap for the next one; the early write's rows, which
      // found the counter full again, were dropped and logged.
      expect(logged('counts not written and dropped')).toHaveLength(1);
      await vi.runOnlyPendingTimersAsync();
    } finally {
      vi.useRealTimers();
    }
  });
});
