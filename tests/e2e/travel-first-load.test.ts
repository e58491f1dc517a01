import type { Page } from 'playwright-core';
import { ApiSession } from './support/api';
import { allowHttpError, expectAccessible, expectPage, saveScreenshot } from './support/browser';
import { describe, expect, test as base } from './support/fixtures';
import { offsetTo, serverAtInstant, shiftedNow } from './support/shifted-server';
import { createUser, grantPremium, signedInApi } from './support/users';
import { superAdminCredentials } from './support/users-data';

// A member who has travelled opens the app: the very first page, drawn by the server in the zone it
// had stored for them, must still date, count and word everything in the zone the browser is in.

/** The next 07:54 on 2 December in Tokyo (22:54 UTC on the 1st): 17:54 on the 1st in New York, 11:54 on the 2nd in Auckland. */
function nextTokyoMorning(): number {
  for (let year = new Date().getUTCFullYear(); ; year++) {
    const instant = Date.UTC(year, 11, 1, 22, 54);
    if (instant > Date.now() + 60_000) return instant;
  }
}

const morning = nextTokyoMorning();
const year = new Date(morning).getUTCFullYear();
const offset = offsetTo(morning);

const test = base.extend('server', { scope: 'file' }, serverAtInstant('travel', offset));

/** A member whose stored zone is `zone`, as if their last device had reported it. */
async function storedIn(api: ApiSession, zone: string) {
  const response = await api.request('PUT', '/api/preferences/timezone', { timeZone: zone });
  expect(response.status).toBe(200);
}

/** The page's clock set to the server's, before its first page: the test's morning, running on. */
async function onTestClock<T extends { page: Page }>(opened: Promise<T>): Promise<Page> {
  const { page } = await opened;
  await page.clock.install({ time: shiftedNow(offset) });
  return page;
}

async function premiumMember(server: { baseURL: string; logFile: string }, label: string) {
  const person = await createUser(label, { server });
  await grantPremium(person.email, server.baseURL);
  return { person, api: await signedInApi(person, server.baseURL) };
}

function streak(page: Page) {
  return page.getByTestId('journal-stat-streak').locator('dd');
}

describe('the first page load after travelling', () => {
  test('an entry written at 07:54 in Tokyo is dated 2 December and shown as Today, though the stored zone is New York', async ({
    server,
    pageAs,
  }) => {
    const { person, api } = await premiumMember(server, 'tokyo');
    await storedIn(api, 'America/New_York');

    const page = await onTestClock(
      pageAs(person, 'desktop', { baseURL: server.baseURL, timezoneId: 'Asia/Tokyo' }),
    );
    await page.goto('/journal');
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.getByLabel('Title').fill('Dawn in Tokyo');
    await dialog.getByLabel('Content').fill('Thank you for the safe flight.');
    await dialog.getByRole('button', { name: 'Create Entry' }).click();
    await dialog.waitFor({ state: 'detached' });

    const entry = page
      .getByTestId('journal-entry')
      .filter({ has: page.getByRole('heading', { name: 'Dawn in Tokyo', exact: true }) });
    await expect.poll(() => entry.locator('time').innerText()).toBe('Today');
    const saved = (await (await api.request('GET', '/api/journal')).json()) as {
      items: { title: string; localDate: string }[];
    };
    expect(saved.items.find((item) => item.title === 'Dawn in Tokyo')?.localDate).toBe(
      `${year}-12-02`,
    );
    await expect.poll(() => streak(page).innerText()).toBe('1');
    await expectAccessible(page, 'journal on the first load in Tokyo');
    await saveScreenshot(page, 'travel-journal-tokyo-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'travel-journal-tokyo-390');
  });

  test('the streak seen from Auckland counts two consecutive local days', async ({
    server,
    pageAs,
  }) => {
    const { person, api } = await premiumMember(server, 'auckland');
    // 1 December (the day it still is in UTC) and 2 December (already in Auckland).
    for (const timeZone of ['UTC', 'Pacific/Auckland'])
      await api.post('/api/journal', {
        title: `Written in ${timeZone}`,
        content: 'Amen',
        timeZone,
      });
    // Stored: New York, where it is still the 1st, so its streak would end there at 1.
    await storedIn(api, 'America/New_York');

    const page = await onTestClock(
      pageAs(person, 'phone', { baseURL: server.baseURL, timezoneId: 'Pacific/Auckland' }),
    );
    await page.goto('/journal');
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await expect.poll(() => streak(page).innerText()).toBe('2');
    const written = page.getByTestId('journal-entry').filter({
      has: page.getByRole('heading', { name: 'Written in Pacific/Auckland', exact: true }),
    });
    await expect.poll(() => written.locator('time').innerText()).toBe('Today');
    await saveScreenshot(page, 'travel-journal-auckland-390');
  });

  test("the free limit's card says when it resets on the member's clock, not in UTC", async ({
    server,
    pageAs,
  }) => {
    const admin = await signedInApi(superAdminCredentials, server.baseURL);
    const categories = (await (await admin.request('GET', '/api/categories')).json()) as {
      items: { id: string }[];
    };
    const settings = (await (await admin.request('GET', '/api/admin/access-settings')).json()) as {
      items: { key: string; value: unknown }[];
    };
    const limit = Number(settings.items.find((s) => s.key === 'daily_content_limit')?.value);
    const ids: string[] = [];
    for (let i = 0; i <= limit; i++) {
      const item = await admin.post<{ id: string }>('/api/admin/content', {
        title: `Travel reading ${i + 1}`,
        description: 'A short reading.',
        categoryId: categories.items[0]?.id,
      });
      ids.push(item.id);
    }
    // A member who has never opened the app: no zone is stored, so the server can only say UTC.
    const person = await createUser('traveller', { server });
    const reader = await signedInApi(person, server.baseURL);
    for (const id of ids.slice(0, limit))
      expect((await reader.request('GET', `/api/content/${id}`)).status).toBe(200);

    const page = await onTestClock(
      pageAs(person, 'phone', { baseURL: server.baseURL, timezoneId: 'Pacific/Auckland' }),
    );
    allowHttpError(page, /\/api\/content\//, 403);
    const namedZones: string[] = [];
    page.on('response', async (response) => {
      if (
        response.status() !== 403 ||
        !new URL(response.url()).pathname.startsWith('/api/content/')
      )
        return;
      const body = (await response.json()) as { error: { details: { timeZone: string } } };
      namedZones.push(body.error.details.timeZone);
    });
    await page.goto(`/content/${ids[limit]}`);
    await page.getByRole('heading', { name: 'Upgrade to Premium' }).waitFor();

    // The allowance still opens at 00:00 UTC on the 2nd (decision 035): 1:00 PM in Auckland.
    const when = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(`${year}-12-02T00:00:00Z`));
    const detail = page.getByText(/^Free members can open \d+ items a day/);
    await expect.poll(() => detail.innerText()).toContain(`More open on ${when}.`);
    expect(await detail.innerText()).not.toContain('UTC');
    expect(namedZones.length).toBeGreaterThan(0);
    expect(new Set(namedZones)).toEqual(new Set(['Pacific/Auckland']));
    await expectAccessible(page, 'daily limit on the first load in Auckland');
    await saveScreenshot(page, 'travel-daily-limit-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'travel-daily-limit-1280');
  });
});
