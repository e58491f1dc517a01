import { describe, expect, test } from 'vitest';
import { formatClock } from './format-clock';

describe('media positions for people', () => {
  test('minutes and seconds, hours past an hour, whole seconds only', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  test('an unknown length (NaN, Infinity before metadata, negative) reads 0:00', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
