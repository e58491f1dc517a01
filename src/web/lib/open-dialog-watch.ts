/**
 * Whether a dialog is open on the page (a modal, an alert dialog, a sheet, a popover): the reminder
 * prompt must never cover one (decision 146). Radix marks a closing one data-state="closed" while it
 * animates out.
 */
const openDialog =
  '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"])';

export function dialogOpen(): boolean {
  return document.querySelector(openDialog) !== null;
}

/** Calls `onChange` whenever a dialog may have opened or closed; returns the way to stop. */
export function watchDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'role'],
  });
  return () => observer.disconnect();
}
