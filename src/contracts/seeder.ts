import { z } from 'zod';
import type { DifficultyLevel } from './enums';

export type SampleItem = {
  title: string;
  description: string;
  category: 'Prayer' | 'Meditation' | 'Scripture Study';
  difficultyLevel: DifficultyLevel;
  durationMinutes: number;
};

/** The six sample items of the Sample Content Seeder (000 §3), all published. */
export const sampleContent: readonly SampleItem[] = [
  {
    title: 'Morning Prayer of Gratitude',
    description: 'Begin the day by thanking God for the gift of a new morning.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 5,
  },
  {
    title: 'Breath Prayer: Be Still',
    description:
      'A gentle breathing meditation on Psalm 46:10, "Be still, and know that I am God."',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 8,
  },
  {
    title: 'Praying the Lord’s Prayer Slowly',
    description: 'Dwell on each line of the Lord’s Prayer and let it shape your own words.',
    category: 'Prayer',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
  },
  {
    title: 'Examen: Reviewing the Day with God',
    description: 'An evening practice of noticing where God was present and where you need grace.',
    category: 'Meditation',
    difficultyLevel: 'advanced',
    durationMinutes: 20,
  },
  {
    title: 'Study: The Good Shepherd (Psalm 23)',
    description: 'Read Psalm 23 verse by verse and reflect on God’s care, guidance and provision.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 15,
  },
  {
    title: 'Evening Prayer for Peace',
    description: 'Lay down the worries of the day and rest in God’s peace before sleep.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
  },
];

export const sampleContentExistsMessage = 'Sample content already exists';

export const seedResult = z.object({ created: z.number().int(), message: z.string() });
export type SeedResult = z.infer<typeof seedResult>;
