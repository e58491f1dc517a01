import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { journalT } from './i18n/journal-t';
import { notifySuccess } from '@web/lib/toasts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/ui/alert-dialog';
import { Button } from '@web/ui/button';
import { reportJournalFailure } from './journal-failure';
import { useDeleteJournalEntry } from './use-delete-journal-entry';

/** The delete button of an entry, behind the spec's confirmation (001 §2). */
export function DeleteEntryButton({ entry }: { entry: Pick<JournalEntry, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteJournalEntry();
  const label = journalT('journal.entry.deleteLabel', { title: entry.title });

  // mutateAsync, not mutate's callbacks: the card (and this button) leaves the list as soon as the
  // refreshed list arrives, and mutate's callbacks do not run once their component is gone.
  const confirm = async () => {
    try {
      await remove.mutateAsync(entry.id);
      notifySuccess(journalT('journal.toast.deleted'));
    } catch (error) {
      reportJournalFailure('delete', error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          title={label}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{journalT('journal.delete.title')}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {journalT('journal.delete.description', { title: entry.title })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {journalT('journal.delete.cancel')}
          </AlertDialogCancel>
          {/* A plain button: the dialog stays open (and says so) until the server has answered. */}
          <Button variant="destructive" onClick={() => void confirm()} loading={remove.isPending}>
            {remove.isPending
              ? journalT('journal.delete.deleting')
              : journalT('journal.delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
