import type { TodayPsalm } from '@contracts/psalms';
import type { StatsReport } from '@contracts/stats';
import type { ApiSession } from './support/api';
import { expectPage } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { ensurePsalmToday } from './support/psalms';

/**
 * Listening to today's psalm on the Psalm page is a play, as a library item's is: the Stats tab's
 * plays count it, and the listener's session of the psalm completes when the narration ends.
 */

type Session = { contentId: string; completedAt: string | null };

async function sessionsOf(api: ApiSession, contentId: string): Promise<Session[]> {
  const response = await api.request('GET', `/api/progress?contentId=${contentId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Session[] }).items;
}

async function windowPlays(staff: ApiSession): Promise<number> {
  const response = await staff.request('GET', '/api/admin/stats');
  expect(response.status).toBe(200);
  return ((await response.json()) as StatsReport).window.plays;
}

describe("plays of today's psalm", () => {
  test('playing the narration on /psalm counts as a play in Stats and completes when it ends', async ({
    pageAs,
    apiAs,
    superAdmin,
    premiumMember,
  }) => {
    const staff = await apiAs(superAdmin);
    const listener = await apiAs(premiumMember);
    const title = await ensurePsalmToday(staff, listener, { narrated: true });
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const today = (await (
      await listener.request('GET', `/api/psalms/today?timeZone=${zone}`)
    ).json()) as TodayPsalm;
    const psalmId = today.psalm!.id;
    const sessionsBefore = (await sessionsOf(listener, psalmId)).length;
    const playsBefore = await windowPlays(staff);

    const { page } = await pageAs(premiumMember);
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    const player = page.getByRole('region', { name: `Audio player: ${title}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();

    await expect
      .poll(async () => (await sessionsOf(listener, psalmId)).length, { timeout: 15_000 })
      .toBe(sessionsBefore + 1);
    await expect.poll(() => windowPlays(staff)).toBeGreaterThan(playsBefore);

    // To the last second: the narration ends and the session is complete.
    const duration = await page
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => audio.duration);
    await player.getByRole('slider', { name: 'Position' }).fill(String(Math.floor(duration - 1)));
    await expect
      .poll(async () => (await sessionsOf(listener, psalmId))[0]?.completedAt ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
  });
});
