import { journalT } from '@web/lib/i18n/journal-t';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import type { EntryEditor } from './entry-editor';
import { JournalEntryForm } from './journal-entry-form';

/** The New entry dialog, also used to edit an entry. It closes and starts over after a save (001 §4). */
export function JournalEntryDialog({
  editor,
  onClose,
}: {
  editor: EntryEditor | null;
  onClose: () => void;
}) {
  const editing = editor?.mode === 'edit';
  return (
    <Dialog open={editor !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {editor ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>
              {journalT(editing ? 'journal.dialog.editTitle' : 'journal.dialog.createTitle')}
            </DialogTitle>
            <DialogDescription>
              {journalT(
                editing ? 'journal.dialog.editDescription' : 'journal.dialog.createDescription',
              )}
            </DialogDescription>
          </DialogHeader>
          <JournalEntryForm editor={editor} onSaved={onClose} onCancel={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
