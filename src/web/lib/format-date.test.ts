import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  formatDayLabel,
  formatDayLong,
  formatDayShort,
  formatShortDate,
  formatTimeAgo,
  formatWeekdayDate,
  localDateKey,
} from './format-date';
import { drawOnServer } from '@web/test/draw-on-server';
import { replayHydrationMemo } from './hydration-memo';

const labels = { today: 'Today', yesterday: 'Yesterday' };

afterEach(() => {
  replayHydrationMemo(undefined);
  vi.useRealTimers();
});

describe('dates for people', () => {
  test('journal labels: Today, Yesterday, then MMM d, yyyy', () => {
    const today = localDateKey();
    const yesterday = localDateKey(new Date(Date.now() - 86_400_000));
    expect(formatDayLabel(today, labels)).toBe('Today');
    expect(formatDayLabel(yesterday, labels)).toBe('Yesterday');
    expect(formatDayLabel('2020-03-04', labels)).toBe('Mar 4, 2020');
    expect(formatShortDate(new Date(2026, 2, 4))).toBe('Mar 4, 2026');
  });

  test('time since', () => {
    const now = new Date(2026, 0, 10, 12, 0, 0);
    expect(formatTimeAgo(new Date(2026, 0, 10, 11, 55), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(new Date(2026, 0, 9, 12, 0), now)).toBe('yesterday');
  });

  test("the reader's local date key", () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('calendar days of the API (YYYY-MM-DD)', () => {
  test('name the same day on the device and on a server drawing for a reader in any zone', () => {
    expect(formatDayShort('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDayLong('2026-03-04')).toBe('March 4, 2026');
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { drawn } = drawOnServer(zone, () => [
        formatDayShort('2026-03-04'),
        formatDayLong('2026-03-04'),
      ]);
      expect(drawn).toEqual(['Mar 4, 2026', 'March 4, 2026']);
    }
  });

  test("a journal day is Today or Yesterday in the reader's zone on the server", () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T12:00:00Z') });
    // Noon in UTC is already 2 a.m. on the 5th in Kiritimati and still the 4th in Samoa.
    const kiritimati = drawOnServer('Pacific/Kiritimati', () => [
      formatDayLabel('2026-03-05', labels),
      formatDayLabel('2026-03-04', labels),
    ]).drawn;
    expect(kiritimati).toEqual(['Today', 'Yesterday']);
    const samoa = drawOnServer('Pacific/Pago_Pago', () => formatDayLabel('2026-03-05', labels));
    expect(samoa.drawn).toBe('Mar 5, 2026');
  });

  test('text outside the shape is shown as it came', () => {
    expect(formatDayShort('someday')).toBe('someday');
  });
});

describe('hydrating a page the server drew in another zone', () => {
  test("keeps the server's date even after the minute turned, then follows the device", () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T12:00:30Z') });
    const server = drawOnServer('Pacific/Kiritimati', () => formatWeekdayDate(new Date()));
    expect(server.drawn).toBe('Thursday, March 5');

    // The browser hydrates a minute later, in a zone where it is still the 4th.
    vi.setSystemTime(new Date('2026-03-04T12:01:30Z'));
    replayHydrationMemo(server.memo);
    expect(formatWeekdayDate(new Date())).toBe('Thursday, March 5');
    replayHydrationMemo(undefined);
    expect(formatWeekdayDate(new Date())).toBe(
      new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' }).format(
        new Date(),
      ),
    );
  });

  test("keeps the server's journal label though the device counts days in another zone", () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T12:00:00Z') });
    const server = drawOnServer('Pacific/Kiritimati', () => formatDayLabel('2026-03-04', labels));
    expect(server.drawn).toBe('Yesterday');
    replayHydrationMemo(server.memo);
    expect(formatDayLabel('2026-03-04', labels)).toBe('Yesterday');
  });
});
