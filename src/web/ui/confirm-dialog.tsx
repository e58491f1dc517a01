import { useState, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import type { ConfirmDialogModalProps } from './confirm-dialog-modal';
import { lazyDialog } from './lazy-dialog';

// Radix's alert dialog and the modal layers under it (focus trap, scroll lock, dismissal: about
// 15 KB compressed) load the first time a question is asked, not with every page that may ask one.
const Modal = lazyDialog(
  () => import('./confirm-dialog-modal'),
  'ConfirmDialogModal',
  (props) => props.open,
);

type ConfirmDialogProps = Omit<ConfirmDialogModalProps, 'open' | 'onOpenChange'> & {
  /** Controlled; left out, the dialog opens from its `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when it has one of its own. */
  trigger?: ReactNode;
};

/**
 * The one frame of every "are you sure?" question: a title, what follows, Cancel and the action.
 * The modal gives focus back to whatever had it when it opened (useReturnFocus).
 */
export function ConfirmDialog({ open, onOpenChange, trigger, ...props }: ConfirmDialogProps) {
  const [openHere, setOpenHere] = useState(false);
  const shown = open ?? openHere;
  const change = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger ? (
        <Slot.Root aria-haspopup="dialog" aria-expanded={shown} onClick={() => change(true)}>
          {trigger}
        </Slot.Root>
      ) : null}
      <Modal open={shown} onOpenChange={change} {...props} />
    </>
  );
}
