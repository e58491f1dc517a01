import path from 'node:path';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  saveScreenshot,
  viewports,
  type Page,
} from './support/browser';
import type { Locator } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import { repoRoot } from './support/server';
import { ensurePsalmToday } from './support/psalms';
import { signInContext } from './support/session';

/**
 * Downloads for offline use (decision 064): a premium member downloads an item with its audio,
 * finds it with its size on /account, reads and hears it with the network cut (the worker answers
 * from the downloads cache), and sign-out takes it off the device. A free member's button is the
 * upgrade, and the server refuses them.
 */

let item = { id: '', title: '' };

/** Today's psalm, narrated (as the offline app's test has it): an item with text and audio. */
test.beforeAll(async ({ apiAs, superAdmin, premiumMember }) => {
  const reader = await apiAs(premiumMember);
  await ensurePsalmToday(await apiAs(superAdmin), reader, { narrated: true });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = await reader.request(
    'GET',
    `/api/psalms/today?timeZone=${encodeURIComponent(zone)}`,
  );
  const { psalm } = (await today.json()) as { psalm: { id: string; title: string } };
  item = { id: psalm.id, title: psalm.title };
});

const downloadsCache = 'psalmlight-runtime-downloads';

/** The names of the page's Cache Storage caches. */
const cacheNamesOf = (page: Page) => page.evaluate(() => caches.keys());

/** The paths the downloads cache holds (none when it is gone). */
const downloadedPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, downloadsCache);

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });

const downloadsSection = (page: Page) => page.getByRole('region', { name: 'Downloads' });

/** The downloads index as stored: each download's date and size. */
const storedDownloads = (page: Page) =>
  page.evaluate(async () => {
    const answer = await caches.match('/__psalmlight/downloads-index', {
      cacheName: 'psalmlight-runtime-downloads',
    });
    const index = (await answer?.json()) as { downloads: { id: string; savedAt: string }[] };
    return index.downloads;
  });

/** Forgets what the worker kept on its own of these API paths and pages (not the downloads). */
const forgetKeptCopies = (page: Page, paths: string[]) =>
  page.evaluate(async (prefixes) => {
    for (const name of ['psalmlight-runtime-api', 'psalmlight-runtime-pages']) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (prefixes.some((prefix) => path.startsWith(prefix))) await cache.delete(request);
      }
    }
  }, paths);

/**
 * Screenshots at 1280 and 390 px wide, the page laid out again at each width: the whole page, and
 * the part the test is about on its own (readable at 390 px, where the whole page is long).
 */
async function screenshotsAtBothWidths(page: Page, name: string, part: Locator) {
  const dir = process.env.E2E_SCREENSHOTS_DIR || path.join(repoRoot, 'test-results', 'screenshots');
  for (const [width, viewport] of [
    [1280, viewports.desktop],
    [390, viewports.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, `${name}-${width}`);
    await part.screenshot({ path: path.join(dir, `${name}-part-${width}.png`) });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Downloads the item from its reader page, and waits until it is stored. */
async function downloadTheItem(page: Page) {
  await page.goto(`/content/${item.id}`);
  await expectPage(page, { path: `/content/${item.id}`, heading: item.title });
  await page.getByRole('button', { name: 'Download for offline use' }).click();
  await page.getByText(/^Downloaded · /).waitFor({ timeout: 30_000 });
}

describe('downloads for offline use', () => {
  test('a premium member downloads an item, reads and hears it offline, and sign-out takes it off the device', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page, context } = await pageAs(premiumMember, 'desktop', { serviceWorkers: true });
    await page.goto(`/content/${item.id}`);
    await expectPage(page, { path: `/content/${item.id}`, heading: item.title });
    await controlled(page);

    const download = page.getByRole('button', { name: 'Download for offline use' });
    await download.click();
    await page.getByText(/^Downloaded · [\d.]+ (kB|MB)$/).waitFor({ timeout: 30_000 });
    await page.getByText('Saved for offline use').first().waitFor();
    await expectAccessible(page, 'reader with a download');
    await screenshotsAtBothWidths(page, 'downloads-reader', page.locator('article header'));

    // The item's answer and its whole audio file are in the downloads cache, with the index.
    const kept = await downloadedPaths(page);
    expect(kept).toContain(`/api/content/${item.id}`);
    expect(kept.some((path) => path.startsWith('/media/'))).toBe(true);
    expect(kept).toContain('/__psalmlight/downloads-index');

    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    const section = downloadsSection(page);
    const row = section.getByRole('listitem').filter({ hasText: item.title });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Library item · 1 item · [\d.]+ (kB|MB) · Saved /);
    await section.getByText(/^1 download · [\d.]+ (kB|MB) in all$/).waitFor();
    await section.getByText(/^Using [\d.]+ [kMG]?B of [\d.]+ [kMGT]?B on this device$/).waitFor();
    await expectAccessible(page, 'account downloads');
    await screenshotsAtBothWidths(page, 'downloads-account', section);

    // The row's title opens the item.
    await section.getByRole('link', { name: item.title }).click();
    await expectPage(page, { path: `/content/${item.id}`, heading: item.title });

    // What the worker kept on its own (the API cache, the five recent narrations) goes, so what
    // answers offline is the download.
    await page.evaluate(async (id) => {
      await caches.delete('psalmlight-runtime-media');
      const api = await caches.open('psalmlight-runtime-api');
      for (const request of await api.keys()) {
        if (new URL(request.url).pathname.startsWith(`/api/content/${id}`)) {
          await api.delete(request);
        }
      }
    }, item.id);

    await context.setOffline(true);
    // What was not downloaded gets no answer offline (positions, progress, the live stream).
    allowHttpError(page, /\/api\//, 0);
    await page.goto(`/content/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await page.getByText(/^Downloaded · /).waitFor();
    const player = page.getByRole('region', { name: `Audio player: ${item.title}` });
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(
        () =>
          page
            .locator('audio')
            .first()
            .evaluate((audio: HTMLAudioElement) => audio.currentTime),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0.5);
    await player.getByRole('button', { name: 'Pause' }).click();
    await context.setOffline(false);

    // Sign out, sign in again: nothing is listed, and the downloads cache is gone.
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/auth');
    expect(await cacheNamesOf(page)).not.toContain(downloadsCache);
    await signInContext(context, premiumMember.email, premiumMember.password);
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await downloadsSection(page).getByText('Nothing downloaded yet.').waitFor();
    expect(await cacheNamesOf(page)).not.toContain(downloadsCache);
    await expectAccessible(page, 'account without downloads');
    await page.goto(`/content/${item.id}`);
    await page.getByRole('button', { name: 'Download for offline use' }).waitFor();
  });

  test('Refresh on /account downloads the item again and replaces the stored copy', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember, 'phone');
    await downloadTheItem(page);
    const [before] = await storedDownloads(page);

    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    const section = downloadsSection(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await section.getByRole('button', { name: `Refresh ${item.title}` }).click();
    await page.getByText('Saved for offline use').first().waitFor({ timeout: 30_000 });
    // The package and every file of it were fetched again, and the stored copy is the new one.
    expect(asked).toContain(`/api/downloads/content/${item.id}`);
    expect(asked).toContain(`/api/content/${item.id}`);
    expect(asked.some((path) => path.startsWith('/media/'))).toBe(true);
    await expect
      .poll(async () => (await storedDownloads(page))[0]?.savedAt)
      .not.toBe(before?.savedAt);
    expect(await storedDownloads(page)).toHaveLength(1);
    await section.getByRole('listitem').filter({ hasText: item.title }).waitFor();
    await expectAccessible(page, 'account downloads after a refresh');
  });

  test('removing a download on /account asks first, then lists nothing', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember, 'phone');
    await downloadTheItem(page);

    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    const section = downloadsSection(page);
    await section.getByRole('button', { name: `Remove ${item.title}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove this download?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('Nothing downloaded yet.').waitFor();
    expect(await downloadedPaths(page)).toEqual(['/__psalmlight/downloads-index']);
  });

  test('a workflow from its session page (opening offline) and this week’s psalms from the psalm page are listed with their items', async ({
    pageAs,
    apiAs,
    superAdmin,
    premiumMember,
  }) => {
    const staff = await apiAs(superAdmin);
    const reader = await apiAs(premiumMember);
    const workflowTitle = `Walk with the psalms ${Date.now().toString(36)}`;
    const workflow = await staff.post<{ id: string }>('/api/admin/workflows', {
      title: workflowTitle,
      contentItems: [item.id],
    });
    const session = await reader.post<{ id: string }>(`/api/workflows/${workflow.id}/sessions`, {});

    const { page, context } = await pageAs(premiumMember, 'phone', { serviceWorkers: true });
    await page.goto(`/workflows/sessions/${session.id}`);
    await expectPage(page, { path: `/workflows/sessions/${session.id}`, heading: workflowTitle });
    await controlled(page);
    await page.getByRole('button', { name: 'Download for offline use' }).click();
    await page.getByText(/^Downloaded · /).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'downloads-workflow-session-390');

    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    await page.getByRole('button', { name: "Download this week's psalms" }).click();
    await page.getByText(/^Downloaded · /).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'downloads-psalm-390');

    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    const rows = downloadsSection(page).getByRole('listitem');
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(2);
    const [week, walk] = await rows.allInnerTexts();
    expect(week).toMatch(/This week's psalms\s+Week's psalms · \d+ items? · /);
    expect(walk).toMatch(new RegExp(`${workflowTitle}\\s+Workflow · 1 item · `));
    await downloadsSection(page)
      .getByText(/^2 downloads · [\d.]+ (kB|MB) in all$/)
      .waitFor();
    // Each row links to where it opens: the session it was downloaded from, the psalm page.
    const link = (name: string) => downloadsSection(page).getByRole('link', { name });
    expect(await link(workflowTitle).getAttribute('href')).toBe(
      `/workflows/sessions/${session.id}`,
    );
    expect(await link("This week's psalms").getAttribute('href')).toBe('/psalm');

    // The download holds the session as its page asks for it: with what the worker kept on its
    // own forgotten, the session opens offline with its steps.
    expect(await downloadedPaths(page)).toContain(`/api/workflow-sessions/${session.id}`);
    await forgetKeptCopies(page, [`/api/workflow-sessions/${session.id}`, '/workflows/']);
    await context.setOffline(true);
    allowHttpError(page, /\/api\//, 0);
    await link(workflowTitle).click();
    await page.getByRole('heading', { level: 1, name: workflowTitle }).waitFor();
    await page.getByText('Step 1 of 1').waitFor();
    await page.getByText(item.title).first().waitFor();
    await context.setOffline(false);
  });

  test('a free member’s button opens the upgrade, and the server refuses them', async ({
    pageAs,
    apiAs,
    member,
  }) => {
    const refused = await (await apiAs(member)).request('GET', `/api/downloads/content/${item.id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'premium_required',
    );

    const { page } = await pageAs(member, 'phone');
    await page.goto(`/content/${item.id}`);
    await expectPage(page, { path: `/content/${item.id}`, heading: item.title });
    const download = page.getByRole('button', { name: 'Download for offline use' });
    expect(await download.getAttribute('aria-expanded')).toBe('false');
    await download.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => download.getAttribute('aria-expanded')).toBe('true');
    const offer = page.locator(`[id="${await download.getAttribute('aria-controls')}"]`);
    await offer.getByRole('heading', { name: 'Downloads are part of Premium' }).waitFor();
    expect(await offer.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await expectAccessible(page, 'reader with the download offer');
    await saveScreenshot(page, 'downloads-offer-390');
  });
});
