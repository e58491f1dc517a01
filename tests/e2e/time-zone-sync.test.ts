import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectAccessible,
  expectPage,
  expectText,
  launchBrowser,
  openPage,
  type Browser,
} from './support/browser';
import { signInContext } from './support/session';
import { createUser, type Credentials } from './support/users';

// 001 §7 timezone sync: the browser's zone is stored for the person; travelling moves the schedule.

let browser: Browser;
let traveller: Credentials;
beforeAll(async () => {
  browser = await launchBrowser();
  traveller = await createUser('traveller');
});
afterAll(async () => {
  await browser?.close();
});

describe('timezone sync', () => {
  test('stores the zone of the first device quietly, then announces a move to a new zone', async () => {
    const tokyo = await openPage(browser, 'desktop', { timezoneId: 'Asia/Tokyo' });
    await signInContext(tokyo.context, traveller.email, traveller.password);
    await tokyo.page.goto('/dashboard');
    await expectPage(tokyo.page, { path: '/dashboard', heading: /^Peace be with you/ });
    const storedZone = async () =>
      ((await (await tokyo.context.request.get('/api/me')).json()) as { timezone: string | null })
        .timezone;
    await expect.poll(storedZone, { timeout: 10_000 }).toBe('Asia/Tokyo');
    // The first zone is stored without a word: nothing moved.
    expect(await tokyo.page.getByText('Timezone Updated').count()).toBe(0);

    const losAngeles = await openPage(browser, 'phone', { timezoneId: 'America/Los_Angeles' });
    await signInContext(losAngeles.context, traveller.email, traveller.password);
    await losAngeles.page.goto('/psalm');
    await expectText(losAngeles.page, 'Timezone Updated');
    await expectText(
      losAngeles.page,
      'Your content schedule has been adjusted to America/Los_Angeles',
    );
    await expectAccessible(losAngeles.page, 'timezone updated');
    await expect.poll(storedZone).toBe('America/Los_Angeles');

    // The Tokyo device, left open, does not take the schedule back on its own checks...
    await tokyo.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await tokyo.page.waitForTimeout(500);
    expect(await storedZone()).toBe('America/Los_Angeles');
    // ...but opening the app there again compares with what is stored and moves it back.
    await tokyo.page.reload();
    await expectText(tokyo.page, 'Your content schedule has been adjusted to Asia/Tokyo');
    await expect.poll(storedZone).toBe('Asia/Tokyo');
  });
});
