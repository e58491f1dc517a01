import { describe, expect, test } from 'vitest';
import {
  daysAgo,
  formatDayLabel,
  formatShortDate,
  formatTimeAgo,
  localDateKey,
} from './format-date';

const labels = { today: 'Today', yesterday: 'Yesterday' };

describe('dates for people', () => {
  test('journal labels: Today, Yesterday, then MMM d, yyyy', () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 23, 30);
    expect(formatDayLabel(now, labels)).toBe('Today');
    expect(formatDayLabel(yesterday, labels)).toBe('Yesterday');
    expect(formatShortDate(new Date(2026, 2, 4))).toBe('Mar 4, 2026');
    expect(formatDayLabel(new Date(2020, 2, 4, 8), labels)).toBe('Mar 4, 2020');
    expect(daysAgo(new Date(2026, 0, 3, 23), new Date(2026, 0, 5, 1))).toBe(2);
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
