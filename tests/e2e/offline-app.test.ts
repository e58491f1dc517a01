import {
  allowHttpError,
  expectAccessible,
  expectPage,
  openPage,
  saveScreenshot,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { cachedUrls, controlled, privateUrls } from './support/offline-caches';
import { ensurePsalmToday } from './support/psalms';

/**
 * The installable offline app (decision 138): the manifest and its icons, the
 * service worker in control, today's psalm read and heard with the network cut, the caches emptied
 * on sign-out, and nothing private kept for a signed-out visitor.
 */

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the PNG signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  test('the manifest names the app, starts at the dashboard standalone, and every icon is a PNG of its stated size', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, 'desktop', { serviceWorkers: true });
    await page.goto('/auth');
    const link = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(link).toBe('/manifest.webmanifest');
    const response = await page.request.get(link!);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Psalmlight',
      short_name: 'Psalmlight',
      start_url: '/dashboard',
      display: 'standalone',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const favicon = await page.locator('link[rel="icon"][type="image/png"]').getAttribute('href');
    for (const [src, sizes] of [
      ...pngs.map((icon) => [icon.src, icon.sizes] as const),
      [apple!, '180x180'] as const,
      [favicon!, '32x32'] as const,
    ]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
      expect(pngSize(await icon.body()), src).toBe(sizes);
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The CSP lets the page register a worker from its own origin.
    expect((await page.request.get('/auth')).headers()['content-security-policy']).toContain(
      "worker-src 'self'",
    );
  });

  test('today’s psalm reads and plays with the network cut, from the worker’s caches', async ({
    pageAs,
    apiAs,
    superAdmin,
    premiumMember,
  }) => {
    const title = await ensurePsalmToday(await apiAs(superAdmin), await apiAs(premiumMember), {
      narrated: true,
    });
    const { page, context } = await pageAs(premiumMember, 'phone', { serviceWorkers: true });
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    await page.getByText(title).first().waitFor();
    await controlled(page);
    // The worker kept what this first visit loaded before it took control: the psalm's answer and
    // the whole narration (the player only asked for ranges).
    await expect
      .poll(async () => (await privateUrls(page)).join(' '), { timeout: 20_000 })
      .toContain('/api/psalms/today');
    await expect
      .poll(async () => (await privateUrls(page)).join(' '), { timeout: 20_000 })
      .toContain('/media/');

    await context.setOffline(true);
    // The live-updates stream cannot connect offline (it reconnects when back online).
    allowHttpError(page, /\/api\/realtime/, 0);
    await page.reload();
    await page.getByText(title).first().waitFor();
    const player = page.getByRole('region', { name: `Audio player: ${title}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
    await player.getByRole('button', { name: 'Pause' }).click();
    // Seeking far ahead is a range cut from the cached file, still offline.
    await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(15);
    await expectAccessible(page, 'psalm page offline');
    await saveScreenshot(page, 'offline-psalm-390');
    await context.setOffline(false);
  });

  test('a page never opened before opens offline and says what is available offline', async ({
    pageAs,
    member,
  }) => {
    const { page, context } = await pageAs(member, 'desktop', { serviceWorkers: true });
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    // In control means installed: every member page's code is precached by then.
    await controlled(page);
    // Who is signed in is kept too, so a page opened afresh offline knows the member.
    await expect.poll(async () => (await privateUrls(page)).join(' ')).toContain('/api/me');

    await context.setOffline(true);
    // What the worker never kept gets no answer offline (and the live stream cannot connect).
    allowHttpError(page, /\/api\//, 0);
    const nav = page.getByTestId('side-nav');
    await nav.getByRole('link', { name: 'Journal' }).click();
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    const offline = page.getByRole('alert').filter({ hasText: "You're offline" });
    await offline.waitFor();
    expect(await offline.textContent()).toContain(
      "Available offline: today's psalm and the pages you opened before.",
    );
    expect(
      await offline.getByRole('link', { name: "Open today's psalm" }).getAttribute('href'),
    ).toBe('/psalm');
    await saveScreenshot(page, 'offline-journal-1280');

    // Opened afresh with no connection, another page never visited says the same.
    await page.goto('/library');
    await expectPage(page, { path: '/library', heading: 'Library' });
    await page.getByRole('alert').filter({ hasText: "You're offline" }).waitFor();
    await nav.getByRole('link', { name: 'Community' }).click();
    await expectPage(page, { path: '/community', heading: 'Community' });
    await page.getByRole('alert').filter({ hasText: "You're offline" }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    // A library item never opened here (nor downloaded) says the same, not that it failed.
    await page.goto('/content/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b');
    await page.getByRole('alert').filter({ hasText: "You're offline" }).waitFor();
    expect(await page.getByText('This content could not be loaded.').count()).toBe(0);
    await context.setOffline(false);
  });

  test('sign-out empties the runtime caches, and a signed-out visitor gets nothing private cached', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'desktop', { serviceWorkers: true });
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await controlled(page);
    await expect.poll(async () => (await privateUrls(page)).join(' ')).toContain('/api/me');

    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/auth');
    expect(await privateUrls(page)).toEqual([]);
    // Still controlled by the worker, a signed-out visitor's requests are not kept.
    await page.reload();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.evaluate(() => fetch('/api/latest-content').catch(() => null));
    expect(await privateUrls(page)).toEqual([]);
    await saveScreenshot(page, 'signed-out-auth-1280');
  });

  test('a new version of the app waiting offers “A new version is available”; Reload hands over to it and reloads the page', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'desktop', { serviceWorkers: true });
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await controlled(page);
    // A deployment brings a worker with new bytes; a second script address stands in for them
    // (the browser installs it beside the running one, where it waits, as a new version does).
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' });
    });
    await page.getByText('A new version is available').waitFor();
    await expectAccessible(page, 'update prompt');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(
      await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).search),
    ).toBe('?version=2');
  });

  test('a visitor who never signs in gets no worker and no caches', async ({ browser }) => {
    const { page } = await openPage(browser, 'phone', { serviceWorkers: true });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    expect(await cachedUrls(page)).toEqual({});
  });
});
