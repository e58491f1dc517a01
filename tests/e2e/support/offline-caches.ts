import type { Page } from 'playwright-core';

/** The names of the page's Cache Storage caches and the URLs each holds. */
export function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      result[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

/** What the runtime caches hold apart from build files (public, the same for everyone). */
export const privateUrls = async (page: Page) =>
  Object.entries(await cachedUrls(page))
    .filter(([name]) => name.startsWith('psalmlight-runtime-'))
    .flatMap(([, urls]) => urls)
    .filter((url) => !url.startsWith('/assets/'));

/** Waits until the service worker controls the page (installed: the member app is precached). */
export const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
