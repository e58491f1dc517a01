import type { Page } from 'playwright-core';
import { expectAccessible, expectPage, expectText } from './support/browser';
import { describe, expect, test } from './support/fixtures';

// 001 §7 timezone sync: the browser's zone is stored for the person; travelling moves the schedule.

/** The zones a page reports (PUT /api/preferences/timezone), as they leave the page. */
function zoneReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname === '/api/preferences/timezone'
    )
      reports.push(request.postData() ?? '');
  });
  return reports;
}

describe('timezone sync', () => {
  test('stores the zone of the first device quietly, then announces a move to a new zone', async ({
    pageAs,
    member,
  }) => {
    const tokyo = await pageAs(member, 'desktop', { timezoneId: 'Asia/Tokyo' });
    const tokyoReports = zoneReports(tokyo.page);
    await tokyo.page.goto('/dashboard');
    await expectPage(tokyo.page, { path: '/dashboard', heading: /^Peace be with you/ });
    const storedZone = async () =>
      ((await (await tokyo.context.request.get('/api/me')).json()) as { timezone: string | null })
        .timezone;
    await expect.poll(storedZone, { timeout: 10_000 }).toBe('Asia/Tokyo');
    // The first zone is stored without a word: nothing moved.
    expect(await tokyo.page.getByText('Timezone Updated').count()).toBe(0);

    const losAngeles = await pageAs(member, 'phone', { timezoneId: 'America/Los_Angeles' });
    await losAngeles.page.goto('/psalm');
    await expectText(losAngeles.page, 'Timezone Updated');
    await expectText(
      losAngeles.page,
      'Your content schedule has been adjusted to America/Los_Angeles',
    );
    await expectAccessible(losAngeles.page, 'timezone updated');
    await expect.poll(storedZone).toBe('America/Los_Angeles');

    // The Tokyo device, left open, does not take the schedule back on its own checks...
    const reportsBefore = tokyoReports.length;
    await tokyo.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // The check on focus runs at once, and a report it sends leaves the page before a request the
    // page makes after it: once that later request is answered, no report means none was sent.
    await tokyo.page.evaluate(() => fetch('/api/me').then((response) => response.status));
    expect(tokyoReports).toHaveLength(reportsBefore);
    expect(await storedZone()).toBe('America/Los_Angeles');
    // ...but opening the app there again compares with what is stored and moves it back.
    await tokyo.page.reload();
    await expectText(tokyo.page, 'Your content schedule has been adjusted to Asia/Tokyo');
    await expect.poll(() => tokyoReports.length).toBe(reportsBefore + 1);
    await expect.poll(storedZone).toBe('Asia/Tokyo');
  });
});
