import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';
import { notifyError, notifySuccess } from '../lib/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { DialogAlert, useDialogFailure } from './dialog-alert';

export interface ConfirmDeleteTexts {
  title: string;
  cancel: string;
  confirm: string;
  /** The confirm button while the delete runs. */
  pending: string;
  /** The success toast. */
  deleted: string;
  /** The failure toast's title, and the message when the server gives none. */
  failed: string;
  /**
   * Given when a refusal is final (the server will say no again): after one, Cancel reads this and
   * Delete is withdrawn. Left out, Delete stays so that a passing failure can be retried.
   */
  close?: string;
  /** The failure in the dialog repeats the toast's title above the server's message. */
  titledFailure?: boolean;
}

interface ConfirmDeleteDialogProps {
  /** The id of what would be deleted; null keeps the dialog closed. */
  targetId: string | null;
  description: ReactNode;
  texts: ConfirmDeleteTexts;
  /** Whether the delete is running (the mutation's isPending). */
  pending: boolean;
  /** Deletes; rejects when the server refuses. */
  onConfirm: (id: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Deleting asks first. A failure stays in the dialog as well as in a toast, because the toast is
 * behind the dialog, out of reach. The dialog cannot be closed while the delete runs, so a late
 * answer never lands in the dialog of another record.
 */
export function ConfirmDeleteDialog({
  targetId,
  description,
  texts,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  // Cleared each time the dialog opens (or closes), and on another record.
  const refusal = useDialogFailure(targetId);
  const refused = refusal.failure !== null && texts.close !== undefined;

  const confirm = async () => {
    if (targetId === null) return;
    refusal.clear();
    try {
      await onConfirm(targetId);
      notifySuccess(texts.deleted);
      onClose();
    } catch (error) {
      const message = errorMessage(error, texts.failed);
      refusal.report(texts.titledFailure ? { title: texts.failed, message } : { message });
      notifyError(texts.failed, error, texts.failed);
    }
  };

  return (
    <ConfirmDialog
      open={targetId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={texts.title}
      description={description}
      cancelLabel={refused ? (texts.close ?? texts.cancel) : texts.cancel}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      destructive
      pending={pending}
      staysOpen
      confirmHidden={refused}
      onConfirm={() => void confirm()}
    >
      {refusal.failure ? <DialogAlert {...refusal.failure} /> : null}
    </ConfirmDialog>
  );
}
