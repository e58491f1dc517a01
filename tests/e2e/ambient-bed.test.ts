import type { ApiSession } from './support/api';
import { expectAccessible, expectPage, saveScreenshot, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The quiet ambient bed under meditations and guided sessions: it sounds with the voice and through
 * the silences between steps, stops with it, and stays off on this device once the member says so.
 */

/** Every media element the page plays, in the DOM or not (the bed has no place in the page). */
async function watchPlayedMedia(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { played: HTMLMediaElement[] }).played = played;
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      if (!played.includes(this)) played.push(this);
      return original.call(this);
    };
  });
}

/** The looping element played so far, as the browser has it: sounding, and how loud. */
const bedState = (page: Page) =>
  page.evaluate(() => {
    const bed = (window as unknown as { played: HTMLMediaElement[] }).played.find((m) => m.loop);
    return bed
      ? { sounding: !bed.paused, volume: bed.volume, wav: bed.src.startsWith('blob:') }
      : null;
  });

async function meditationSession(staff: ApiSession, member: ApiSession) {
  const suffix = Date.now().toString(36);
  const categories = (await (await staff.request('GET', '/api/categories')).json()) as {
    items: { id: string; name: string }[];
  };
  const categoryId = categories.items.find((c) => c.name === 'Meditation')!.id;
  const items: string[] = [];
  for (const [index, body] of ['Be still and rest.', 'Breathe in peace.'].entries()) {
    const item = await staff.post<{ id: string }>('/api/admin/content', {
      title: `Bed step ${index + 1} ${suffix}`,
      body,
      categoryId,
      durationMinutes: 5,
    });
    items.push(item.id);
  }
  const workflow = await staff.post<{ id: string }>('/api/admin/workflows', {
    title: `Quiet bed ${suffix}`,
    contentItems: items,
    stepPauseSeconds: 4,
  });
  const session = await member.post<{ id: string }>(`/api/workflows/${workflow.id}/sessions`, {});
  return { suffix, sessionId: session.id, firstStep: items[0]! };
}

describe('the ambient bed', () => {
  test('sounds under a guided session and its silences, stops with it, and stays off once turned off', async ({
    pageAs,
    apiAs,
    superAdmin,
    premiumMember,
  }) => {
    const staff = await apiAs(superAdmin);
    const { suffix, sessionId, firstStep } = await meditationSession(
      staff,
      await apiAs(premiumMember),
    );
    const { page } = await pageAs(premiumMember);
    await watchPlayedMedia(page);
    await page.goto(`/workflows/sessions/${sessionId}`);
    await page.getByRole('heading', { name: 'Listen to the session' }).waitFor();
    const player = page.getByRole('region', { name: `Audio player: Bed step 1 ${suffix}` });
    const ambient = player.getByRole('switch', { name: 'Ambient sound' });
    await expect.poll(() => ambient.getAttribute('aria-checked')).toBe('true');
    expect(await bedState(page)).toBeNull();

    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => bedState(page)).toMatchObject({ sounding: true, wav: true });
    await expectAccessible(page, 'a guided session with its ambient bed');
    await saveScreenshot(page, 'ambient-bed-session-1280');

    // Between the steps the voice is silent; the bed goes on.
    const next = page.getByRole('region', { name: `Audio player: Bed step 2 ${suffix}` });
    await expect
      .poll(() => page.locator('[data-player-status="gap"]').count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect((await bedState(page))?.sounding).toBe(true);
    await next.waitFor({ timeout: 30_000 });
    await next.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });

    // Paused, the bed is silent too; played again, it comes back.
    await next.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await bedState(page))?.sounding).toBe(false);
    await next.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await bedState(page))?.sounding).toBe(true);

    // Turned off, it stops while the voice plays on, and the choice outlives a reload.
    await next.getByRole('switch', { name: 'Ambient sound' }).click();
    await expect.poll(async () => (await bedState(page))?.sounding).toBe(false);
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
      false,
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Listen to the session' }).waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Ambient sound' }).getAttribute('aria-checked'))
      .toBe('false');

    // The reader offers it on a meditation's narration too.
    await staff.post(`/api/admin/content/${firstStep}/narration`, {});
    await page.goto(`/content/${firstStep}`);
    await expectPage(page, { path: `/content/${firstStep}`, heading: `Bed step 1 ${suffix}` });
    await page.getByRole('switch', { name: 'Ambient sound' }).waitFor({ timeout: 30_000 });
  });

  test('fits a phone, in Portuguese', async ({ pageAs, apiAs, superAdmin, premiumMember }) => {
    const member = await apiAs(premiumMember);
    const { suffix, sessionId } = await meditationSession(await apiAs(superAdmin), member);
    expect((await member.request('PATCH', '/api/profile', { language: 'pt' })).status).toBe(200);
    const { page } = await pageAs(premiumMember, 'phone');
    await page.goto(`/workflows/sessions/${sessionId}`);
    const player = page.getByRole('region', { name: new RegExp(`Bed step 1 ${suffix}`) });
    await player.getByRole('switch', { name: 'Som ambiente' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(
      page,
      'a guided session with its ambient bed, in Portuguese, on a phone',
    );
    await saveScreenshot(page, 'ambient-bed-session-390-pt');
  });
});
