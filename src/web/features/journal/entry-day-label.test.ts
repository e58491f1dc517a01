import { describe, expect, test } from 'vitest';
import { localDateKey } from '@web/lib/format-date';
import { entryDayLabel } from './entry-day-label';

describe('the day label of an entry', () => {
  test('today and yesterday by the local calendar, then MMM d, yyyy', () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    expect(entryDayLabel(localDateKey(now))).toBe('Today');
    expect(entryDayLabel(localDateKey(yesterday))).toBe('Yesterday');
    expect(entryDayLabel('2025-03-04')).toBe('Mar 4, 2025');
  });

  test('a date is a calendar day, whatever the time zone', () => {
    // new Date('2025-01-01') would be midnight UTC: Dec 31 west of Greenwich.
    expect(entryDayLabel('2025-01-01')).toBe('Jan 1, 2025');
  });
});
