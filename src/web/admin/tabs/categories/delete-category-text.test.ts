import { describe, expect, it } from 'vitest';
import { deleteCategoryDescription } from './delete-category-text';

describe('the category delete confirmation', () => {
  it('says how many items the category holds and what becomes of them', () => {
    expect(deleteCategoryDescription({ name: 'Prayer', contentCount: 0 })).toBe(
      '"Prayer" holds no content items. It will be removed. This cannot be undone.',
    );
    expect(deleteCategoryDescription({ name: 'Prayer', contentCount: 1 })).toMatch(
      /^"Prayer" holds 1 content item\. .*never loses its category: move it to another category or delete it first\.$/,
    );
    expect(deleteCategoryDescription({ name: 'Meditation', contentCount: 12 })).toMatch(
      /^"Meditation" holds 12 content items\. .*move them to another category or delete them first\.$/,
    );
  });
});
