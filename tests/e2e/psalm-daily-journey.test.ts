import { addDays } from '@contracts/time';
import type { ApiSession } from './support/api';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  failOnce,
  saveScreenshot,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The daily psalm's journey (decision 008) with the offline providers: a super admin generates, narrates and saves today's
 * psalm from the Manual tab; a reader opens /psalm, sees it and listens (time advances, seeking works).
 */

// The machine's zone is the browser's: "today" for the admin's form and for the reader.
const today = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

let savedTitle = '';
const earlierTitles: string[] = [];

/** Earlier psalms (not narrated) so the Featured Psalms grid has something to show. */
async function seedEarlierPsalms(staff: ApiSession) {
  for (const [days, theme, prompt] of [
    [-3, 'comfort', 'Comfort for those who mourn'],
    [-5, 'praise', 'Praise for the harvest'],
    [-8, 'peace', 'Peace at the end of a long week'],
  ] as const) {
    const date = addDays(today, days);
    const written = await staff.post<{ title: string; generatedPsalm: string }>(
      '/api/admin/psalms/generate',
      { prompt, theme, date },
    );
    await staff.post('/api/admin/psalms', { prompt, theme, date, ...written, narrate: false });
    earlierTitles.push(written.title);
  }
}

test.beforeAll(async ({ apiAs, superAdmin }) => {
  await seedEarlierPsalms(await apiAs(superAdmin));
});

describe('the daily psalm', () => {
  test('a super admin generates, narrates and saves today’s psalm from the Manual tab', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/psalms');
    await page.getByRole('tab', { name: 'Manual', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Daily Psalm Generator' }).waitFor();
    await page.getByTestId('recent-psalms').waitFor();
    await expectAccessible(page, 'Manual tab');

    // 000 §5: saving needs a generated psalm; generating needs a prompt.
    await page.getByRole('button', { name: 'Save Daily Psalm' }).click();
    await expectText(page, 'Please generate a psalm first');
    await page.getByRole('button', { name: 'Generate Psalm' }).click();
    await expectText(page, 'Please enter a prompt for the psalm');
    expect(await page.getByLabel('Prompt').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Prompt').fill('A psalm of trust for a new morning');
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Trust' }).click();
    expect(await page.getByLabel('Date').inputValue()).toBe(today);

    await page.getByRole('button', { name: 'Generate Psalm' }).click();
    await expectText(page, 'Psalm generated successfully!', 30_000);
    savedTitle = await page.getByLabel('Title').inputValue();
    expect(savedTitle.length).toBeGreaterThan(0);
    const text = await page.getByLabel('Generated psalm').inputValue();
    expect(text.length).toBeGreaterThan(200);

    // Narrated with a voice of the eight presets.
    expect(
      await page.getByRole('switch', { name: 'Narrate with audio' }).getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('combobox', { name: 'Voice' }).click();
    await page.getByRole('option', { name: 'Fable' }).click();
    await saveScreenshot(page, 'psalm-manual-generated-1280');
    await expectAccessible(page, 'Manual tab with a generated psalm');

    await page.getByRole('button', { name: 'Save Daily Psalm' }).click();
    await page.getByTestId('narration-progress').waitFor({ timeout: 5_000 });
    await expectText(page, /^Daily psalm saved successfully! \(Generated at .+\)$/, 90_000);

    // The recent list shows it, narrated; the form starts over 2 seconds after saving.
    const recent = page.getByTestId('recent-psalms');
    await recent.getByText(savedTitle, { exact: true }).waitFor();
    const row = recent.getByRole('listitem').filter({ hasText: savedTitle });
    await row.getByText('Audio', { exact: true }).waitFor();
    await page
      .getByText('Generate a psalm to read it here before you save it.')
      .waitFor({ timeout: 5_000 });
    expect(await page.getByLabel('Prompt').inputValue()).toBe('');

    // Reading a recent psalm's text.
    await row.getByRole('button', { name: `Read ${savedTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: savedTitle });
    await dialog.getByTestId('psalm-reader-text').waitFor();
    expect((await dialog.getByTestId('psalm-reader-text').innerText()).trim()).toBe(text.trim());
    await expectAccessible(page, 'reading a recent psalm');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // 409: the date already has a published psalm.
    allowHttpError(page, /\/api\/admin\/psalms$/, 409);
    await page.getByLabel('Prompt').fill('Another psalm for the same day');
    await page.getByRole('button', { name: 'Generate Psalm' }).click();
    await expectText(page, 'Psalm generated successfully!', 30_000);
    await page.getByRole('switch', { name: 'Narrate with audio' }).click();
    await page.getByRole('button', { name: 'Save Daily Psalm' }).click();
    await expectText(page, 'Failed to save psalm');
    await page.getByText('This date already has a published psalm').waitFor();
    await saveScreenshot(page, 'psalm-manual-1280');
  });

  test('a reader opens /psalm, sees today’s psalm and listens: time advances and seeking works', async ({
    pageAs,
    premiumMember: member,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    expect(savedTitle, 'the Manual tab journey saved a psalm').not.toBe('');
    const { page } = await pageAs(member);
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });

    const card = page.getByRole('region', { name: "Today's Psalm" });
    await card.getByRole('heading', { name: savedTitle }).waitFor();
    await card.getByText('Theme: Trust').waitFor();
    await card.getByText(/^Generated at /).waitFor();
    const [year, month, day] = today.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(year!, month! - 1, day!),
    );
    expect(await card.getByTestId('psalm-date').innerText()).toBe(longDate);
    expect((await card.getByTestId('psalm-text').innerText()).length).toBeGreaterThan(200);

    const player = page.getByRole('region', { name: `Audio player: ${savedTitle}` });
    await player.waitFor();
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    const duration = await page
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => audio.duration);
    expect(duration).toBeGreaterThan(30);
    await expectAccessible(page, 'Psalm page with the player');

    // Play: the clock moves.
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(1);
    await expect.poll(() => player.getByTestId('player-current').innerText()).not.toBe('0:00');
    // The keyboard works the same button (focus stays on it as its name changes).
    await page.keyboard.press('Space');
    await player.getByRole('button', { name: 'Play' }).waitFor();
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
      true,
    );

    // Seek with the slider (steps of 0.1 s), then skip 15 s and use the keyboard.
    const position = player.getByRole('slider', { name: 'Position' });
    expect(await position.getAttribute('step')).toBe('0.1');
    await position.fill('20');
    const currentTime = () =>
      page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
    await expect.poll(currentTime).toBeCloseTo(20, 0);
    expect(await player.getByTestId('player-current').innerText()).toBe('0:20');
    await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect.poll(currentTime).toBeCloseTo(35, 0);
    await player.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(currentTime).toBeCloseTo(20, 0);
    await position.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(currentTime).toBeCloseTo(25, 0);

    // Speeds and volume.
    await player.getByRole('button', { name: '1.5×' }).click();
    expect(await player.getByRole('button', { name: '1.5×' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate),
    ).toBe(1.5);
    const volume = player.getByRole('slider', { name: 'Volume' });
    expect(await volume.getAttribute('step')).toBe('1');
    await volume.fill('40');
    expect(
      await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume),
    ).toBeCloseTo(0.4);

    // Playing on from the new position keeps going from there.
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(currentTime, { timeout: 15_000 }).toBeGreaterThan(26);
    await player.getByRole('button', { name: 'Pause' }).click();

    // Ended: back to the start.
    await position.fill(String(Math.max(0, duration - 1)));
    await player.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ended');
    expect(await currentTime()).toBe(0);
    await player.getByText('Finished. Press play to listen again.').waitFor();

    // Collapse and expand.
    await card.getByRole('button', { name: 'Hide the psalm' }).click();
    expect(await card.getByTestId('psalm-text').isVisible()).toBe(false);
    await card.getByRole('button', { name: 'Show the psalm' }).click();
    await card.getByTestId('psalm-text').waitFor();

    // Featured Psalms: today's (the first of today's) is not repeated; earlier ones are. Two
    // earlier days on one theme may share a title (the offline composer titles by theme).
    const featured = page.getByTestId('featured-psalms');
    await featured.waitFor();
    for (const title of earlierTitles)
      await featured.getByText(title, { exact: true }).first().waitFor();
    expect(await featured.getByText(savedTitle, { exact: true }).count()).toBe(0);
    const all = await featured.getByRole('listitem').count();
    // Browse by Category shows one theme's psalms (the first seeded psalm is on comfort).
    await page.getByRole('button', { name: 'Comfort', exact: true }).click();
    await expect.poll(() => featured.getByRole('listitem').count()).toBeLessThan(all);
    await featured.getByText(earlierTitles[0]!, { exact: true }).waitFor();
    await saveScreenshot(page, 'psalm-page-filtered-1280');
    await page.getByRole('button', { name: 'Comfort', exact: true }).click();
    await expect.poll(() => featured.getByRole('listitem').count()).toBe(all);
    await saveScreenshot(page, 'psalm-page-1280');

    // The psalm settings dialog saves the daily_psalm preferences.
    const settingsButton = page.getByRole('button', { name: 'Psalm Settings' });
    await settingsButton.click();
    const settings = page.getByRole('dialog', { name: 'Psalm Settings' });
    await settings.getByRole('checkbox', { name: 'Audio' }).waitFor();
    await expectAccessible(page, 'psalm settings dialog');
    await settings.getByRole('checkbox', { name: 'Audio' }).click();
    await settings.getByLabel('Delivery time').fill('07:30');
    // A failed save is said in the dialog too (the toast is behind it, out of reach); then a retry.
    const savePath = /\/api\/preferences\/content\/daily_psalm$/;
    await failOnce(page, savePath, 'PUT');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings
      .getByRole('alert')
      .getByText('Failed to save preferences. Please try again.')
      .waitFor();
    await expectAccessible(page, 'psalm settings dialog after a failed save');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expectText(page, 'Settings Saved');
    await expectText(page, 'Your psalm preferences have been updated successfully.');
    await settings.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog.
    await expect
      .poll(() => settingsButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/preferences/content');
      const body = (await response.json()) as {
        items: { contentType: string; wantsAudio: boolean; deliveryTime: string }[];
      };
      return body.items.find((item) => item.contentType === 'daily_psalm');
    });
    expect(saved).toMatchObject({ wantsAudio: true, deliveryTime: '07:30' });
  });

  test('at phone width the Psalm page and its player fit and work', async ({
    pageAs,
    premiumMember: member,
    superAdmin,
  }) => {
    // Premium: free members get no audio and a few items a day (Access tab, docs/decisions/044).
    const { page } = await pageAs(member, 'phone');
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    const player = page.getByRole('region', { name: `Audio player: ${savedTitle}` });
    await player.waitFor();
    await player.getByRole('button', { name: 'Play' }).tap();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
    await player.getByRole('button', { name: 'Pause' }).tap();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Psalm page at phone width');
    await saveScreenshot(page, 'psalm-page-390');

    // The Manual tab at phone width (the admin's view).
    const admin = await pageAs(superAdmin, 'phone');
    await admin.page.goto('/admin/psalms');
    await admin.page.getByRole('heading', { name: 'Daily Psalm Generator' }).waitFor();
    await admin.page.getByTestId('recent-psalms').waitFor();
    expect(
      await admin.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await expectAccessible(admin.page, 'Manual tab at phone width');
    await saveScreenshot(admin.page, 'psalm-manual-390');
  });
});
