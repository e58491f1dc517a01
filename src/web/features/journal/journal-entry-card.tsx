import { BookOpen, Pencil } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { journalT } from './i18n/journal-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { DeleteEntryButton } from './delete-entry-button';
import { entryDayLabel } from './entry-day-label';
import { entryPreview } from './entry-preview';
import { JournalEntryBadges } from './journal-entry-badges';
import { MoodEmoji } from './mood-emoji';

interface JournalEntryCardProps {
  entry: JournalEntry;
  onRead: (entry: JournalEntry) => void;
  onEdit: (entry: JournalEntry) => void;
}

/**
 * One entry of the list (001 §2): title, mood emoji, day label, scripture badge, the first 150
 * characters, category, mood and tag badges; Read full entry, edit and delete.
 */
export function JournalEntryCard({ entry, onRead, onEdit }: JournalEntryCardProps) {
  const titleId = `journal-entry-${entry.id}`;
  const editLabel = journalT('journal.entry.editLabel', { title: entry.title });
  return (
    <article
      aria-labelledby={titleId}
      data-testid="journal-entry"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 items-baseline gap-2">
          <h3
            id={titleId}
            className="min-w-0 font-serif text-lg leading-snug font-semibold break-words"
          >
            {entry.title}
          </h3>
          {entry.mood ? <MoodEmoji mood={entry.mood} className="text-lg" /> : null}
        </div>
        <time dateTime={entry.localDate} className="shrink-0 pt-1 text-xs text-muted-foreground">
          {entryDayLabel(entry.localDate)}
        </time>
      </header>

      {entry.scripture ? (
        <Badge variant="outline" className="max-w-full justify-self-start">
          <BookOpen aria-hidden="true" />
          <span className="sr-only">{journalT('journal.entry.scripture')} </span>
          <span className="truncate">{entry.scripture}</span>
        </Badge>
      ) : null}

      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90">
        {entryPreview(entry.content)}
      </p>

      <JournalEntryBadges entry={entry} withTags />

      <footer className="flex items-center justify-between gap-2 border-t pt-3">
        <Button variant="link" size="sm" onClick={() => onRead(entry)}>
          <BookOpen aria-hidden="true" />
          {journalT('journal.entry.readFull')}
        </Button>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={editLabel}
            title={editLabel}
            onClick={() => onEdit(entry)}
            className="text-muted-foreground"
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteEntryButton entry={entry} />
        </div>
      </footer>
    </article>
  );
}
