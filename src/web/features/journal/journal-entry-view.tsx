import { useEffect } from 'react';
import { BookOpen, Pencil } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { formatLongDate, formatTime } from '@web/lib/format-date';
import { journalT } from './i18n/journal-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { AnsweredPrayer } from './answered-prayer';
import { reportJournalFailure } from './journal-failure';
import { JournalEntryBadges } from './journal-entry-badges';
import { MoodEmoji } from './mood-emoji';
import { useJournalEntry } from './use-journal-entry';

function EntryBody({
  listed,
  onEdit,
}: {
  listed: JournalEntry;
  onEdit: (entry: JournalEntry) => void;
}) {
  const query = useJournalEntry(listed.id, listed);
  const entry = query.data ?? listed;
  const { error } = query;
  useEffect(() => {
    if (error) reportJournalFailure('load', error);
  }, [error]);

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-baseline gap-2 font-serif text-xl break-words">
          <span className="min-w-0">{entry.title}</span>
          {entry.mood ? <MoodEmoji mood={entry.mood} /> : null}
        </DialogTitle>
        <DialogDescription>
          {journalT('journal.view.written', {
            date: formatLongDate(entry.createdAt),
            time: formatTime(entry.createdAt),
          })}
        </DialogDescription>
      </DialogHeader>

      <JournalEntryBadges entry={entry} />

      {entry.scripture ? (
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <BookOpen aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{journalT('journal.entry.scripture')} </span>
          <span className="break-words">{entry.scripture}</span>
        </p>
      ) : null}

      <div
        data-testid="journal-entry-content"
        className="font-serif text-base leading-relaxed break-words whitespace-pre-wrap"
      >
        {entry.content}
      </div>

      {entry.tags.length > 0 ? (
        <ul
          className="flex flex-wrap items-center gap-1.5 [&>li]:flex"
          aria-label={journalT('journal.form.tags')}
        >
          {entry.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {/* Answered prayers are prayers: the mark is offered on prayer entries (and kept if the category changed). */}
      {entry.category === 'prayer' || entry.answeredAt ? <AnsweredPrayer entry={entry} /> : null}

      <DialogFooter>
        <Button variant="outline" onClick={() => onEdit(entry)}>
          <Pencil aria-hidden="true" />
          {journalT('journal.entry.edit')}
        </Button>
        <DialogClose asChild>
          <Button>{journalT('journal.view.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/** "Read full entry" (its behaviour was not shown; ARCHITECTURE.md: it works): the whole entry. */
export function JournalEntryView({
  entry,
  onClose,
  onEdit,
}: {
  entry: JournalEntry | null;
  onClose: () => void;
  onEdit: (entry: JournalEntry) => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {entry ? (
        <DialogContent className="max-w-2xl">
          <EntryBody listed={entry} onEdit={onEdit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
