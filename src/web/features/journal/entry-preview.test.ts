import { describe, expect, test } from 'vitest';
import { entryPreview } from './entry-preview';

describe('the journal list preview', () => {
  test('content of at most 150 characters shows whole, without an ellipsis', () => {
    expect(entryPreview('Short prayer')).toBe('Short prayer');
    const exact = 'a'.repeat(150);
    expect(entryPreview(exact)).toBe(exact);
  });

  test('longer content is cut to 150 characters plus an ellipsis', () => {
    const long = `${'b'.repeat(150)}tail`;
    expect(entryPreview(long)).toBe(`${'b'.repeat(150)}...`);
  });

  test('an emoji counts as one character and is never split', () => {
    const text = `${'c'.repeat(149)}🙏🙏 more`;
    expect(entryPreview(text)).toBe(`${'c'.repeat(149)}🙏...`);
  });
});
