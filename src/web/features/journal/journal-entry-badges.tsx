import { CircleCheck, Lock } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { journalT } from './i18n/journal-t';
import { Badge } from '@web/ui/badge';
import { categoryLabel, moodLabel } from './journal-labels';

/** Category, mood, answered and private badges of an entry; its tags too where the list shows them. */
export function JournalEntryBadges({
  entry,
  withTags = false,
}: {
  entry: JournalEntry;
  withTags?: boolean;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-1.5 [&>li]:flex">
      <li>
        <Badge>{categoryLabel(entry.category)}</Badge>
      </li>
      {entry.mood ? (
        <li>
          <Badge variant="secondary">{moodLabel(entry.mood)}</Badge>
        </li>
      ) : null}
      {entry.answeredAt ? (
        <li>
          <Badge variant="secondary" className="text-success">
            <CircleCheck aria-hidden="true" />
            {journalT('journal.entry.answered')}
          </Badge>
        </li>
      ) : null}
      {entry.isPrivate ? (
        <li>
          <Badge variant="outline" className="text-muted-foreground">
            <Lock aria-hidden="true" />
            {journalT('journal.entry.private')}
          </Badge>
        </li>
      ) : null}
      {withTags
        ? entry.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))
        : null}
    </ul>
  );
}
