import { describe, expect, test } from 'vitest';
import { dateFromKey } from './date-key';
import { formatLongDate } from './format-date';

describe('calendar dates of the API', () => {
  test('a YYYY-MM-DD date is that same local day (not UTC midnight, the evening before in the Americas)', () => {
    const date = dateFromKey('2026-03-04');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 4, 0,
    ]);
    expect(formatLongDate(date)).toBe('March 4, 2026');
  });
});
