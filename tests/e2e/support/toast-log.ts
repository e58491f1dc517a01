import type { Page } from 'playwright-core';

/**
 * Every toast the page shows from now on, kept after it has gone (a toast lasts 5 s): so a test can
 * say a toast never appeared, after something later on the same stream proves it would have.
 */
export async function logToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __toastLog: Set<string> }).__toastLog = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]'))
        seen.add(toast.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __toastLog: Set<string> }).__toastLog]);
}
