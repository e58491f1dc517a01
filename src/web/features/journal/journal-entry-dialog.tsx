import { useState } from 'react';
import { journalT } from './i18n/journal-t';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import type { EntryEditor } from './entry-editor';
import { JournalEntryForm } from './journal-entry-form';

/**
 * The New entry dialog, also used to edit an entry. It closes and starts over after a save (001 §4).
 * Closing it with unsaved text (Escape, the X, a click outside, Cancel) asks first (decision 135).
 */
export function JournalEntryDialog({
  editor,
  onClose,
}: {
  editor: EntryEditor | null;
  onClose: () => void;
}) {
  const editing = editor?.mode === 'edit';
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(editor !== null && dirty);
  const close = () => {
    setDirty(false);
    onClose();
  };
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={guard.onOpenChange((open) => (open ? undefined : close()))}
    >
      {editor ? (
        <DialogContent className="max-w-xl">
          {guard.prompt}
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
          <JournalEntryForm
            editor={editor}
            onSaved={close}
            onCancel={() => guard.confirmClose(close)}
            onDirtyChange={setDirty}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
