import { describe, expect, test } from 'vitest';
import { ApiError } from './api-error';
import { errorDetail } from './error-detail';

describe('the line under a toast with a fixed title', () => {
  test("the server's message when it adds something", () => {
    const conflict = new ApiError(
      409,
      'conflict',
      'A daily psalm is already published for 2026-03-04.',
    );
    expect(errorDetail(conflict, 'Failed to save psalm')).toBe(
      'A daily psalm is already published for 2026-03-04.',
    );
  });

  test('nothing when it repeats the title, hides an internal error, or is not an API error', () => {
    expect(
      errorDetail(
        new ApiError(502, 'generation_failed', 'Failed to generate psalm'),
        'Failed to generate psalm',
      ),
    ).toBeUndefined();
    expect(
      errorDetail(new ApiError(500, 'internal', 'Something went wrong.'), 'Failed'),
    ).toBeUndefined();
    expect(errorDetail(new Error('boom'), 'Failed')).toBeUndefined();
  });
});
