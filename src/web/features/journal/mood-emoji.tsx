import type { JournalMood } from '@contracts/enum-values';
import { cn } from '@web/lib/cn';
import { journalT } from './i18n/journal-t';
import { emojiFont, moodEmoji, moodLabel } from './journal-labels';

/** The emoji of a mood, named for screen readers ("Mood: Peaceful"). */
export function MoodEmoji({ mood, className }: { mood: JournalMood; className?: string }) {
  const name = journalT('journal.entry.mood', { mood: moodLabel(mood) });
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={cn('leading-none', emojiFont, className)}
    >
      {moodEmoji[mood]}
    </span>
  );
}
