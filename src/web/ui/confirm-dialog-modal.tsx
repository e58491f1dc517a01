import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';

export interface ConfirmDialogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  pendingLabel?: string;
  destructive?: boolean;
  /**
   * While the action runs the dialog cannot be closed and its buttons wait, so a late answer never
   * lands in a dialog opened again for something else.
   */
  pending?: boolean;
  /** Whether the dialog stays open on confirm until the caller closes it (when the server answers). */
  staysOpen?: boolean;
  /** Withdraws the confirm button (after a refusal the server would give again). */
  confirmHidden?: boolean;
  onConfirm: () => void;
  /** Shown between the description and the buttons: a failure, most often. */
  children?: ReactNode;
}

/** The question itself (confirm-dialog.tsx draws its button and loads this when it first opens). */
export function ConfirmDialogModal({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  destructive = false,
  pending = false,
  staysOpen = false,
  confirmHidden = false,
  onConfirm,
  children,
}: ConfirmDialogModalProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className={descriptionClassName}>
            {description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {confirmHidden ? null : (
            <AlertDialogAction
              destructive={destructive}
              disabled={pending}
              onClick={(event) => {
                // Radix closes the dialog on an action; this one waits for the caller.
                if (staysOpen) event.preventDefault();
                onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
