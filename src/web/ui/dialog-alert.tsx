import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export interface DialogFailure {
  /** A short heading (the toast's title); left out when it would repeat the message. */
  title?: string;
  message: string;
}

/**
 * A failure shown inside a dialog. While a dialog is open the app behind it, toasts included, is
 * inert and hidden from assistive technology, so a failure toast alone can be neither heard nor
 * clicked: the dialog says it too, as an alert.
 */
export function DialogAlert({ title, message, className }: DialogFailure & { className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="grid gap-0.5">
        {title && title !== message ? <span className="font-medium">{title}</span> : null}
        <span>{message}</span>
      </span>
    </p>
  );
}

/**
 * The failure a dialog shows. `session` names the dialog's current opening (whether it is open, or
 * the record it is open on); when it changes the failure is cleared, and a failure reported by a
 * request that began in an earlier opening is dropped. `clear` is for a retry.
 */
export function useDialogFailure(session: unknown) {
  const [opening, setOpening] = useState({ session, count: 0 });
  const [failure, setFailure] = useState<(DialogFailure & { opening: number }) | null>(null);
  if (!Object.is(opening.session, session)) setOpening({ session, count: opening.count + 1 });
  const current = opening.count;
  return {
    failure: failure?.opening === current ? failure : null,
    report: (next: DialogFailure) => setFailure({ ...next, opening: current }),
    clear: () => setFailure(null),
  };
}
