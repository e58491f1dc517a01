import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { unsavedT } from '../lib/i18n/unsaved-t';
import { ConfirmDialog } from './confirm-dialog';

/** What the open question does when answered. */
interface Question {
  discard: () => void;
  keep: () => void;
}

/** Arms the browser's "Leave site?" question while `dirty` (a reload, a closed tab, a typed address). */
export function useBeforeUnloadWhile(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Holds in-app navigation (links, Back) while dirty; only under a data router (the app's). */
function NavigationBlocker({ dirty, ask }: { dirty: boolean; ask: (question: Question) => void }) {
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask({ discard: () => blocker.proceed(), keep: () => blocker.reset() });
  }, [blocker, ask]);
  return null;
}

/** "Discard unsaved changes?" with Keep editing (the default, focused first) and Discard. */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeep())}
      title={unsavedT('unsaved.title')}
      description={unsavedT('unsaved.description')}
      cancelLabel={unsavedT('unsaved.keep')}
      confirmLabel={unsavedT('unsaved.discard')}
      destructive
      onConfirm={onDiscard}
    />
  );
}

export interface UnsavedChangesGuard {
  /** Runs `close` at once when nothing is unsaved; otherwise asks first and runs it on Discard. */
  confirmClose: (close: () => void) => void;
  /**
   * Wraps a dialog's onOpenChange: Escape, the X and a click outside ask first while dirty.
   * `<Dialog open={open} onOpenChange={guard.onOpenChange(setOpen)}>`.
   */
  onOpenChange: (handler: (open: boolean) => void) => (open: boolean) => void;
  /** The question itself: render it inside the guarded DialogContent (or anywhere on a page). */
  prompt: ReactNode;
}

/**
 * Nothing typed is lost silently (docs/decisions/135-unsaved-changes.md). While `dirty`:
 * closing the guarded dialog asks "Discard unsaved changes?", in-app navigation asks the same, and
 * leaving the page (reload, closing the tab) gets the browser's own warning. Pristine, or after a
 * save (pass dirty false, or close without `confirmClose`), nothing is asked.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [open, setOpen] = useState(false);
  // The open question; a ref so that one answer runs once (Discard also closes the alert).
  const pending = useRef<Question | null>(null);
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useBeforeUnloadWhile(dirty);

  const ask = useCallback((question: Question) => {
    pending.current = question;
    setOpen(true);
  }, []);

  const confirmClose = useCallback(
    (close: () => void) => {
      if (dirty) ask({ discard: close, keep: () => {} });
      else close();
    },
    [dirty, ask],
  );

  const onOpenChange = useCallback(
    (handler: (open: boolean) => void) => (open: boolean) => {
      if (open) handler(true);
      else confirmClose(() => handler(false));
    },
    [confirmClose],
  );

  const answer = (choice: keyof Question) => {
    const question = pending.current;
    pending.current = null;
    setOpen(false);
    question?.[choice]();
  };

  const prompt = (
    <>
      {inDataRouter ? <NavigationBlocker dirty={dirty} ask={ask} /> : null}
      <DiscardChangesDialog
        open={open}
        onKeep={() => answer('keep')}
        onDiscard={() => answer('discard')}
      />
    </>
  );

  return { confirmClose, onOpenChange, prompt };
}
