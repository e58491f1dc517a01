import { describe, expect, test } from 'vitest';
import { descriptionPreview } from './describe-content';

describe('content list texts', () => {
  test('a description longer than 60 characters is cut there with an ellipsis', () => {
    const long = 'Begin the day by thanking God for the gift of a new morning and all it holds.';
    const preview = descriptionPreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
  });

  test('a short or missing description is shown whole', () => {
    expect(descriptionPreview('Rest in peace.')).toBe('Rest in peace.');
    expect(descriptionPreview('x'.repeat(60))).toBe('x'.repeat(60));
    expect(descriptionPreview(null)).toBe('');
  });
});
