import type { Page, Request, Route } from 'playwright-core';
import communityEn from '@web/features/posts/i18n/en.json';
import communityEs from '@web/features/posts/i18n/es.json';
import en from '@web/lib/i18n/en.json';
import es from '@web/lib/i18n/es.json';
import psalmEn from '@web/features/psalms/i18n/en.json';
import psalmEs from '@web/features/psalms/i18n/es.json';
import { describe, expect, test } from './support/fixtures';
import { ensurePsalmToday } from './support/psalms';
import { createUser } from './support/users';

/**
 * A Spanish member opening pages on a new device (no language cookie, a browser that prefers
 * English): nothing is drawn in English, neither the server's first paint nor after hydration, even
 * when the page's code arrives before the app's Spanish texts (decision 143: a chunk waits for its
 * texts in the language being switched to).
 */

/** The app's Spanish dictionary chunk (es-….js; zod's Spanish messages share the name). */
const spanishDictionary = /\/assets\/es-[\w-]{8}\.js$/;

/**
 * Holds the app's Spanish texts back until `release`: the page's own code then always arrives
 * first, the order that showed English words on a slow phone network.
 */
async function holdSpanishTexts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(spanishDictionary, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page's route module has been evaluated (importing it again shares the page's
 * copy) and the app's start has gone as far as it can: a few dozen of the tasks it moves on by.
 */
async function untilRouteCodeRan(page: Page, asked: Promise<Request>) {
  const request = await asked;
  // A string: vitest would rewrite an import() written in the test's own code.
  await page.evaluate(`(async () => {
    await import(${JSON.stringify(request.url())});
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(undefined);
      });
    }
  })()`);
}

const pages = [
  {
    path: '/community',
    chunk: /\/assets\/community-page-[\w-]{8}\.js$/,
    heading: communityEs['community.heading'],
    english: communityEn['community.heading'],
  },
  {
    path: '/psalm',
    chunk: /\/assets\/psalm-page-[\w-]{8}\.js$/,
    heading: psalmEs['psalm.heading'],
    english: psalmEn['psalm.heading'],
  },
] as const;

/** The Spanish words a reader sees, and none of the English ones they stand for. */
async function expectSpanish(page: Page, { heading, english }: (typeof pages)[number]) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByRole('heading', { level: 1, name: english, exact: true }).count()).toBe(0);
  await page.getByRole('link', { name: es['nav.community'] }).first().waitFor();
  expect(await page.getByRole('link', { name: en['nav.community'], exact: true }).count()).toBe(0);
}

describe('a Spanish member on a new device', () => {
  test('never sees English words, at first paint or after hydration', async ({
    pageAs,
    apiAs,
    admin,
  }) => {
    const member = await createUser('fresh-es');
    const api = await apiAs(member);
    expect((await api.request('PATCH', '/api/profile', { language: 'es' })).status).toBe(200);
    await ensurePsalmToday(await apiAs(admin), api);

    for (let open = 0; open < 3; open++) {
      for (const target of pages) {
        // A new device each time: nothing remembered but the session.
        const { page, context } = await pageAs(member, open % 2 ? 'phone' : 'desktop');
        expect((await context.cookies()).some((cookie) => cookie.name.includes('locale'))).toBe(
          false,
        );
        const release = await holdSpanishTexts(page);
        // The app asks for its Spanish texts when it starts, before it runs the page's own code:
        // only then is the page's code evaluated (by the app, or here), arriving while they wait.
        const asked = page.waitForRequest(spanishDictionary);
        const chunk = page.waitForRequest((request) => target.chunk.test(request.url()));
        const opened = page.goto(target.path);
        // Awaited below; a failure meanwhile must not surface as an unhandled rejection.
        opened.catch(() => undefined);
        await asked;
        await untilRouteCodeRan(page, chunk);
        // The server's first paint, while the app's code waits for its Spanish texts.
        await expectSpanish(page, target);
        release();
        await opened;
        await expectSpanish(page, target);
        if (target.path === '/psalm')
          expect(await page.getByText(`${psalmEn['psalm.today.themeLabel']}:`).count()).toBe(0);
        await context.close();
      }
    }
  });

  test('the app’s shell, drawn in the browser, is in Spanish from its first drawing', async ({
    pageAs,
    apiAs,
  }) => {
    const member = await createUser('shell-es');
    const api = await apiAs(member);
    expect((await api.request('PATCH', '/api/profile', { language: 'es' })).status).toBe(200);
    const { page } = await pageAs(member, 'phone');
    // What #root holds the first time anything is drawn into it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.textContent) return;
        document.documentElement.dataset.firstDrawing = root.textContent;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The shell the offline app opens every address with (decision 138): no server-drawn page.
    await page.goto('/index.html');
    await page.getByRole('heading', { name: es['notFound.title'] }).waitFor();
    const first = await page.evaluate(() => document.documentElement.dataset.firstDrawing ?? '');
    // A loading line or the page itself, in Spanish either way.
    expect([es['ui.loading'], es['notFound.title']].some((text) => first.includes(text))).toBe(
      true,
    );
    expect(first).not.toContain(en['ui.loading']);
    expect(first).not.toContain(en['notFound.title']);
  });
});
