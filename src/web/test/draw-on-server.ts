import type { HydrationMemo } from '@web/lib/hydration-memo';
import type { Locale } from '@web/lib/i18n/translate';
import { setRenderContextSource } from '@web/lib/render-context';

/**
 * Runs `draw` as the server draws a page for a reader in `timeZone` and `locale`; returns what it
 * wrote and the hydration memo it recorded for the browser.
 */
export function drawOnServer<T>(
  timeZone: string,
  draw: () => T,
  locale: Locale = 'en',
): { drawn: T; memo: HydrationMemo } {
  const memo: HydrationMemo = {};
  const context = { locale, timeZone, memo, fetch };
  setRenderContextSource(() => context);
  try {
    return { drawn: draw(), memo };
  } finally {
    setRenderContextSource(() => undefined);
  }
}
