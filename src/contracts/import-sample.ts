/**
 * The Import tab's "Load Sample": three items showing every field an item may have, each in the
 * seeded base category it belongs to (once all three landed in whichever category was
 * selected). A category that no longer exists gives way to `fallback` (the tab's chosen default);
 * with no fallback the item names none and takes the import's default category.
 */
export const sampleImportItems = [
  {
    title: 'Morning Offering',
    description: 'Offer the day ahead to God before the first task begins.',
    category: 'Prayer',
    difficulty_level: 'beginner',
    duration_minutes: 5,
    is_published: true,
  },
  {
    title: 'Psalm 121: My Help Comes from the Lord',
    description: 'A verse-by-verse study of Psalm 121: who keeps us, and when.',
    category: 'Scripture Study',
    difficulty_level: 'intermediate',
    duration_minutes: 10,
    is_published: true,
  },
  {
    title: 'Silent Meditation before Sleep',
    description: 'Ten minutes of stillness to end the day in God’s presence.',
    category: 'Meditation',
    difficulty_level: 'advanced',
    duration_minutes: 10,
    is_published: false,
  },
] as const;

/** The sample as the JSON text the tab puts in its text area. */
export function sampleImportJson(
  existingCategories: readonly string[],
  fallback: string | null,
): string {
  const known = new Map(existingCategories.map((name) => [name.toLowerCase(), name]));
  const items = sampleImportItems.map(({ category, ...item }) => {
    const name = known.get(category.toLowerCase()) ?? fallback;
    return name ? { ...item, category: name } : item;
  });
  return JSON.stringify(items, null, 2);
}
