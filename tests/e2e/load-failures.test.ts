import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

// What a person sees when the server fails to answer: a way to try again, and nothing they were
// looking at (or typing) taken away by a failed background refresh.

describe('load failures', () => {
  test('journal figures that fail to load say so and load on "Try again"', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember);
    allowHttpError(page, /\/api\/journal\/stats/, 503);
    await page.route(/\/api\/journal\/stats/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"Try later"}}',
      }),
    );
    // Opened from another page: a page the server draws arrives with its figures already in it.
    await page.goto('/dashboard');
    await page.locator('a[href="/journal"]').first().click();
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await expectText(page, 'Your journal figures could not be loaded.', 20_000);
    await expectAccessible(page, 'journal figures failed');
    await saveScreenshot(page, 'journal-figures-failed-1280');
    await page.unroute(/\/api\/journal\/stats/);
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('journal-stat-totalEntries').locator('dd').innerText()).trim(),
      )
      .toBe('0');
    expect(await page.getByText('Your journal figures could not be loaded.').count()).toBe(0);
  });

  test('a failed background check of the session keeps the page and what was typed', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember);
    await page.clock.install();
    await page.goto('/journal');
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    const search = page.getByRole('searchbox').first();
    await search.fill('still waters');
    // Later the server stops answering /api/me; the page is shown again, so the app checks again.
    allowHttpError(page, /\/api\/me$/, 502);
    await page.route(/\/api\/me$/, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    const failedChecks: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/me') && response.status() === 502)
        failedChecks.push(response.url());
    });
    await page.clock.fastForward('02:00');
    // TanStack Query refetches stale queries when the page becomes visible again.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => failedChecks.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Past the retries of the failed check (fake time), the app has settled on its answer.
    await page.clock.fastForward('00:10');
    await page.clock.runFor(1_000);
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    expect(await search.inputValue()).toBe('still waters');
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });
});
