import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { journalT } from './i18n/journal-t';
import { notifySuccess } from '@web/lib/toasts';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          title={label}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={journalT('journal.delete.title')}
      description={journalT('journal.delete.description', { title: entry.title })}
      descriptionClassName="break-words"
      cancelLabel={journalT('journal.delete.cancel')}
      confirmLabel={journalT('journal.delete.confirm')}
      pendingLabel={journalT('journal.delete.deleting')}
      destructive
      pending={remove.isPending}
      // The dialog stays open (and says so) until the server has answered.
      staysOpen
      onConfirm={() => void confirm()}
    />
  );
}
