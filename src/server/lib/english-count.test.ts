import { describe, expect, it } from 'vitest';
import { englishCount } from './english-count';

describe('englishCount', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(englishCount(1, 'second')).toBe('1 second');
    expect(englishCount(0, 'second')).toBe('0 seconds');
    expect(englishCount(30, 'day')).toBe('30 days');
    expect(englishCount(1, 'day')).toBe('1 day');
  });
});
