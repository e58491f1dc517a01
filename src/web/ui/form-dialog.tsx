import type { FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { DialogAlert, type DialogFailure } from './dialog-alert';

/** What useDialogSubmit gives a form dialog. */
interface DialogSubmit {
  failure: DialogFailure | null;
  prompt: ReactNode;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onDialogOpenChange: (open: boolean) => void;
  cancel: () => void;
}

interface FormDialogProps {
  open: boolean;
  dialog: DialogSubmit;
  title: string;
  description: string;
  cancelLabel: string;
  /** What the submit button says: Create or Save. */
  submitLabel: string;
  /** What it says while the save runs. */
  savingLabel: string;
  /** A wider dialog for a longer form. */
  wide?: boolean;
  /** Said between the heading and the form (what is missing before the form can be used). */
  notice?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A create/edit dialog: heading, the failure of the last save, the fields, Cancel and submit.
 * Cancel waits while a save runs, so its answer lands in this opening.
 */
export function FormDialog({
  open,
  dialog,
  title,
  description,
  cancelLabel,
  submitLabel,
  savingLabel,
  wide,
  notice,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={dialog.onDialogOpenChange}>
      <DialogContent className={cn(wide && 'max-w-2xl')}>
        {dialog.prompt}
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {notice}
        <form onSubmit={dialog.onSubmit} noValidate className="grid min-w-0 gap-4">
          {dialog.failure ? <DialogAlert {...dialog.failure} /> : null}
          {children}
          <DialogFooter className="pt-2">
            <Button variant="outline" disabled={dialog.isSubmitting} onClick={dialog.cancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={dialog.isSubmitting}>
              {dialog.isSubmitting ? savingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
