/**
 * The example the "Load Sample" button puts in the text area: three items showing every field an
 * item may have, in an existing category (an item that names none goes to the default category).
 */
export function sampleImportJson(categoryName: string | null): string {
  const category = categoryName ? { category: categoryName } : {};
  const items = [
    {
      title: 'Morning Offering',
      description: 'Offer the day ahead to God before the first task begins.',
      ...category,
      difficulty_level: 'beginner',
      duration_minutes: 5,
      is_published: true,
    },
    {
      title: 'Psalm 121: My Help Comes from the Lord',
      description: 'A slow reading of Psalm 121 with a pause after each verse.',
      ...category,
      difficulty_level: 'intermediate',
      duration_minutes: 10,
      is_published: true,
    },
    {
      title: 'Silent Prayer before Sleep',
      description: 'Ten minutes of stillness to end the day in God’s presence.',
      ...category,
      difficulty_level: 'advanced',
      duration_minutes: 10,
      is_published: false,
    },
  ];
  return JSON.stringify(items, null, 2);
}
