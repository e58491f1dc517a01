import { contentBodyMax, contentTitleMax } from '@contracts/content';
import { difficultyLevels, type DifficultyLevel } from '@contracts/enums';
import type { ImportPreviewItem, ImportRowError } from '@contracts/import';
import type { RawItem } from './parse';

/** An item ready to write: what the preview shows, its category's id and its body (never previewed whole). */
export type ValidItem = ImportPreviewItem & { categoryId: string; body: string | null };

type Category = { id: string; name: string };

const text = (value: unknown) =>
  value === undefined || value === null ? '' : String(value).trim();

/** The spec's rules (000 §5): duration an integer or 0, difficulty beginner by default, published unless false. */
function parseDuration(value: unknown) {
  const n = Number.parseInt(text(value), 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

function parsePublished(value: unknown) {
  if (value === false) return false;
  return !['false', '0', 'no'].includes(text(value).toLowerCase());
}

/**
 * Checks every item and says what is wrong with each ("Item {n}: …", counting from 1), resolving the
 * category by name or falling back to the default; an item repeated in the file is reported.
 */
export function validateItems(
  items: RawItem[],
  categories: Category[],
  defaultCategoryId: string | null | undefined,
) {
  const byName = new Map(categories.map((category) => [category.name.toLowerCase(), category]));
  const defaultCategory = categories.find((category) => category.id === defaultCategoryId);
  const seen = new Map<string, number>();
  const valid: ValidItem[] = [];
  const errors: ImportRowError[] = [];

  items.forEach((raw, index) => {
    const item = index + 1;
    const fail = (message: string) => errors.push({ item, message: `Item ${item}: ${message}` });
    // PostgreSQL text cannot hold U+0000 (a JSON file can carry it as \u0000): say where it is,
    // rather than fail the whole import in the database.
    const withNul = Object.entries(raw).find(
      ([key, value]) => key.includes('\u0000') || text(value).includes('\u0000'),
    );
    if (withNul) {
      const field = withNul[0].replaceAll('\u0000', '\\u0000');
      return fail(`The ${field} field must not contain the NUL character (U+0000)`);
    }
    const title = text(raw.title);
    if (!title) return fail('Title is required');
    if (title.length > contentTitleMax)
      return fail(`Title must be at most ${contentTitleMax} characters`);

    // The body: what a member reads when they open the item (docs/decisions/054).
    const body = text(raw.body);
    if (body.length > contentBodyMax)
      return fail(`Body must be at most ${contentBodyMax.toLocaleString('en-US')} characters`);

    const difficultyText = text(raw.difficulty_level ?? raw.difficulty).toLowerCase();
    if (difficultyText && !difficultyLevels.includes(difficultyText as DifficultyLevel)) {
      return fail(`Difficulty must be one of ${difficultyLevels.join(', ')}`);
    }
    const categoryName = text(raw.category ?? raw.category_name);
    const category = categoryName ? byName.get(categoryName.toLowerCase()) : defaultCategory;
    if (!category) {
      return fail(
        categoryName
          ? `Unknown category "${categoryName}"`
          : 'Category is required (choose a default category)',
      );
    }
    const key = `${title.toLowerCase()}\u0000${category.id}`;
    const first = seen.get(key);
    if (first !== undefined) return fail(`Duplicate of item ${first}`);
    seen.set(key, item);

    const description = text(raw.description);
    valid.push({
      item,
      title,
      description: description || null,
      body: body || null,
      hasBody: body !== '',
      category: category.name,
      categoryId: category.id,
      difficultyLevel: (difficultyText || 'beginner') as DifficultyLevel,
      durationMinutes: parseDuration(raw.duration_minutes ?? raw.duration),
      isPublished: parsePublished(raw.is_published),
    });
  });
  return { valid, errors };
}
