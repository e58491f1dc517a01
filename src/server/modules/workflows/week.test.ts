import { describe, expect, it } from 'vitest';
import { expectedDays, weekOf, weeklyProgress } from './week';

describe('the local week of workflow progress', () => {
  it('runs Monday to Sunday around any day', () => {
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Sunday
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('expects 7 days of a daily workflow, the chosen days of a weekly one, once otherwise', () => {
    expect(expectedDays('daily', [])).toBe(7);
    expect(expectedDays('weekly', ['monday', 'friday'])).toBe(2);
    expect(expectedDays('weekly', [])).toBe(1);
    expect(expectedDays('monthly', [])).toBe(1);
    expect(expectedDays('custom', [])).toBe(1);
  });

  it('is the completed days over the expected ones, capped at 100 %', () => {
    expect(weeklyProgress('weekly', ['monday', 'wednesday', 'friday'], 1)).toEqual({
      completedDays: 1,
      expectedDays: 3,
      percentage: 33,
    });
    expect(weeklyProgress('daily', [], 0).percentage).toBe(0);
    expect(weeklyProgress('monthly', [], 3)).toEqual({
      completedDays: 1,
      expectedDays: 1,
      percentage: 100,
    });
  });
});
