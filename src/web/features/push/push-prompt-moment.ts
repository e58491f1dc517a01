/**
 * The moments worth offering reminders at (decision 146): a completed workflow session, a saved
 * journal entry. The pages announce them; the shell's prompt (use-push-prompt.ts) listens. Kept
 * tiny: the journal and workflow pages import it.
 */
const listeners = new Set<() => void>();

export function announcePushPromptMoment(): void {
  listeners.forEach((listener) => listener());
}

export function onPushPromptMoment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
