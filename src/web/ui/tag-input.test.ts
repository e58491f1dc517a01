import { describe, expect, test } from 'vitest';
import { addTag } from './tag-input';

describe('adding a tag', () => {
  test('a tag is trimmed; a blank one is ignored', () => {
    expect(addTag(['faith'], '  hope  ')).toEqual(['faith', 'hope']);
    expect(addTag(['faith'], '   ')).toEqual(['faith']);
  });

  test('a tag already in the list is ignored', () => {
    expect(addTag(['faith', 'hope'], ' hope')).toEqual(['faith', 'hope']);
  });

  test('the limits of count and length hold', () => {
    expect(addTag(['a', 'b'], 'c', { maxTags: 2 })).toEqual(['a', 'b']);
    expect(addTag([], 'toolong', { maxLength: 3 })).toEqual([]);
  });
});
