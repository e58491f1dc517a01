import { describe, expect, it } from 'vitest';
import { filtersFrom } from './library-filters-state';

describe('filtersFrom', () => {
  it('reads the filters the address names', () => {
    expect(
      filtersFrom(
        new URLSearchParams(
          'q=peace&category=3f2504e0-4f89-41d3-9a0c-0305e82c3301&difficulty=advanced&duration=long',
        ),
      ),
    ).toEqual({
      q: 'peace',
      categoryId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      difficulty: 'advanced',
      duration: 'long',
    });
  });

  it('drops values the API would refuse instead of failing the list', () => {
    expect(
      filtersFrom(new URLSearchParams('category=nope&difficulty=expert&duration=forever')),
    ).toEqual({ q: '', categoryId: null, difficulty: null, duration: null });
  });
});
