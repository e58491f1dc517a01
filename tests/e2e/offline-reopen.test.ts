import type { Page } from 'playwright-core';
import { allowHttpError, expectAccessible, expectPage, saveScreenshot } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { controlled, privateUrls } from './support/offline-caches';
import { ensurePsalmToday } from './support/psalms';
import { signInContext } from './support/session';
import { createUser, grantPremium, signedInApi } from './support/users';

/**
 * Pages a member opened reopen offline by navigation, as the server drew them (decision 149): a
 * reload of today's psalm, a page opened again from its address; a page never opened still says
 * it needs a connection, and nothing kept survives sign-out or reaches another account.
 */

const offlineCard = (page: Page) => page.getByRole('alert').filter({ hasText: "You're offline" });

/** Waits until the worker has kept this page's drawn HTML. */
const pageKept = (page: Page, path: string) =>
  expect.poll(async () => (await privateUrls(page)).includes(path), { timeout: 20_000 }).toBe(true);

async function premiumWithEntry(label: string) {
  const person = await createUser(label);
  // The journal is a premium feature.
  await grantPremium(person.email);
  const secret = `Kept for ${label} alone ${Date.now()}`;
  await (
    await signedInApi(person)
  ).post('/api/journal', {
    title: 'Morning',
    content: secret,
    category: 'prayer',
    timeZone: 'UTC',
  });
  return { person, secret };
}

describe('pages reopened offline', () => {
  test('today’s psalm reloads offline and the journal reopens by its address; a page never opened says it needs a connection', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const { person, secret } = await premiumWithEntry('reopen');
    const title = await ensurePsalmToday(await apiAs(superAdmin), await apiAs(person));
    const { page, context } = await pageAs(person, 'phone', { serviceWorkers: true });
    // The first visit, drawn on the server before any worker was in control.
    await page.goto('/psalm');
    await page.getByText(title).first().waitFor();
    await controlled(page);
    await pageKept(page, '/psalm');
    // A navigation the worker answers: the server draws it, the worker keeps it.
    await page.goto('/journal');
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await page.getByText(secret).waitFor();
    await pageKept(page, '/journal');
    await page.goto('/psalm');
    await page.getByText(title).first().waitFor();

    await context.setOffline(true);
    // The live stream cannot connect, and answers nobody kept get none.
    allowHttpError(page, /\/api\//, 0);
    const reloaded = await page.reload();
    // The page as the server drew it: the psalm is in its HTML, not only drawn by the app.
    expect(await reloaded?.text()).toContain(title);
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    await page.getByText(title).first().waitFor();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    expect(await offlineCard(page).count()).toBe(0);
    await saveScreenshot(page, 'offline-reopened-psalm-390');

    const journal = await page.goto('/journal');
    expect(await journal?.text()).toContain(secret);
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await page.getByText(secret).waitFor();
    expect(await offlineCard(page).count()).toBe(0);

    // Never opened: the app's own page, which says what is available offline.
    await page.goto('/library');
    await expectPage(page, { path: '/library', heading: 'Library' });
    await offlineCard(page).waitFor();
    expect(await offlineCard(page).textContent()).toContain(
      "Available offline: today's psalm and the pages you opened before.",
    );
    await saveScreenshot(page, 'offline-never-opened-library-390');

    // Signed out, nothing kept reopens.
    await context.setOffline(false);
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/auth');
    expect(await privateUrls(page)).toEqual([]);
    await context.setOffline(true);
    for (const path of ['/psalm', '/journal']) {
      const answer = await page.goto(path);
      expect(await answer?.text()).not.toContain(secret);
      expect(await answer?.text()).not.toContain(title);
      await expect.poll(() => page.content()).not.toContain(secret);
    }
    expect(await privateUrls(page)).toEqual([]);
    await context.setOffline(false);
  });

  test('a member signed in after another’s session ended without a sign-out never reopens the other’s pages', async ({
    pageAs,
  }) => {
    const first = await premiumWithEntry('reopen-first');
    const second = await premiumWithEntry('reopen-second');
    const { page, context } = await pageAs(first.person, 'desktop', { serviceWorkers: true });
    await page.goto('/journal');
    await page.getByText(first.secret).waitFor();
    await controlled(page);
    await page.goto('/journal');
    await page.getByText(first.secret).waitFor();
    await pageKept(page, '/journal');

    // The first session ends where this device does not see it (its cookie is simply gone), and
    // the second member signs in on the same browser.
    await context.clearCookies();
    await signInContext(context, second.person.email, second.person.password);
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    // The page tells the worker who is signed in now: what the first member kept goes.
    await expect
      .poll(async () => (await privateUrls(page)).join(' '), { timeout: 20_000 })
      .toMatch(/^(?!.*\/journal(\s|$)).*\/api\/me/);

    await context.setOffline(true);
    allowHttpError(page, /\/api\//, 0);
    const journal = await page.goto('/journal');
    expect(await journal?.text()).not.toContain(first.secret);
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await offlineCard(page).waitFor();
    expect(await page.content()).not.toContain(first.secret);
    await expectAccessible(page, 'journal offline for the second member');
    await saveScreenshot(page, 'offline-second-member-journal-1280');
    await context.setOffline(false);
  });
});
