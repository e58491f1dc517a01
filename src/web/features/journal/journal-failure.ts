import { isApiError } from '@web/lib/api-error';
import { journalT, type JournalMessageKey } from './i18n/journal-t';
import { notifyError, notifyFailure } from '@web/lib/toasts';

type Action = 'load' | 'create' | 'update' | 'delete';

const failedTitle: Record<Action, JournalMessageKey> = {
  load: 'journal.toast.loadFailed',
  create: 'journal.toast.createFailed',
  update: 'journal.toast.updateFailed',
  delete: 'journal.toast.deleteFailed',
};

const mustLogIn: Partial<Record<Action, JournalMessageKey>> = {
  create: 'journal.toast.mustLogInCreate',
  update: 'journal.toast.mustLogInUpdate',
  delete: 'journal.toast.mustLogInDelete',
};

/**
 * 001 §5 and §8: a failed journal call shows its toast (the server's message under it, or a plain
 * "try again") and is logged. A write refused because the session ended says that one must be
 * logged in.
 */
export function reportJournalFailure(action: Action, error: unknown): void {
  console.warn(`Journal: ${action} failed`, error);
  const loggedOut = mustLogIn[action];
  if (loggedOut && isApiError(error) && error.isUnauthenticated) {
    notifyFailure(journalT(loggedOut), undefined, `journal-${action}`);
    return;
  }
  notifyError(journalT(failedTitle[action]), error, journalT('journal.toast.tryAgain'));
}
