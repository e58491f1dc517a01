/**
 * The Import tab's "Load Sample": three items showing every field an item may have (a body with
 * paragraphs, verse lines and a citation among them: docs/decisions/054), each in the
 * seeded base category it belongs to (once all three landed in whichever category was
 * selected). A category that no longer exists gives way to `fallback` (the tab's chosen default);
 * with no fallback the item names none and takes the import's default category.
 */
export const sampleImportItems = [
  {
    title: 'Morning Offering',
    description: 'Offer the day ahead to God before the first task begins.',
    body: 'Lord, before the first task and the first word,\nI give you this day.\n\nTake my hands for the work in front of them, my mind for what must be decided, and my heart for the people I will meet.\n\nWhere I go, go before me. Amen.',
    category: 'Prayer',
    difficulty_level: 'beginner',
    duration_minutes: 5,
    is_published: true,
  },
  {
    title: 'Psalm 121: My Help Comes from the Lord',
    description: 'A verse-by-verse study of Psalm 121: who keeps us, and when.',
    body: 'I will lift up mine eyes unto the hills, from whence cometh my help.\nMy help cometh from the Lord, which made heaven and earth.\n\nPsalm 121:1-2\n\nThe psalm begins with a question a pilgrim asks on the road. The answer does not point to the hills themselves but to the One who made them.',
    category: 'Scripture Study',
    difficulty_level: 'intermediate',
    duration_minutes: 10,
    is_published: true,
  },
  {
    title: 'Silent Meditation before Sleep',
    description: 'Ten minutes of stillness to end the day in God’s presence.',
    body: 'Sit comfortably and let your breathing slow.\n\nName one thing from today you are grateful for, and one you would rather put down. Hand both to God.\n\nRest in the quiet until the time is up.\n\n— Be still, and know that I am God.',
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
