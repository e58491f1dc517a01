import type { ContentDuration } from '@contracts/content';
import type { DifficultyLevel } from '@contracts/enum-values';

// The filters' choices, typed by the contracts but not imported from them: a contract value would
// bring zod into the page's chunk (docs/decisions/130). The server validates with the schemas.

export const difficultyChoices = [
  'beginner',
  'intermediate',
  'advanced',
] as const satisfies readonly DifficultyLevel[];

export const durationChoices = [
  'short',
  'medium',
  'long',
] as const satisfies readonly ContentDuration[];

export const isDifficulty = (value: string | null): value is DifficultyLevel =>
  (difficultyChoices as readonly string[]).includes(value ?? '');

export const isDuration = (value: string | null): value is ContentDuration =>
  (durationChoices as readonly string[]).includes(value ?? '');
