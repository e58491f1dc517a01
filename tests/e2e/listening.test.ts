import type { TodayPsalm } from '@contracts/psalms';
import type { ApiSession } from './support/api';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { ensurePsalmToday } from './support/psalms';

/**
 * Listening like an audio app (decision 064): one player for the whole app that carries on across
 * pages with lock-screen controls and a sleep timer, positions offered on another device, and a
 * workflow session that plays its steps by itself.
 */

const audioTime = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
const audioPaused = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused);

/** Records which Media Session actions have a handler (the API offers no way to read them). */
async function watchMediaSession(page: Page) {
  await page.addInitScript(() => {
    const handled = new Set<string>();
    (window as unknown as { mediaActions: Set<string> }).mediaActions = handled;
    const original = MediaSession.prototype.setActionHandler;
    MediaSession.prototype.setActionHandler = function (action, handler) {
      if (handler) handled.add(action);
      else handled.delete(action);
      return original.call(this, action, handler);
    };
  });
}
const mediaActions = (page: Page) =>
  page.evaluate(() =>
    [...(window as unknown as { mediaActions: Set<string> }).mediaActions].sort(),
  );

describe('listening', () => {
  let psalmTitle = '';

  test.beforeAll(async ({ apiAs, superAdmin, premiumMember }) => {
    psalmTitle = await ensurePsalmToday(await apiAs(superAdmin), await apiAs(premiumMember), {
      narrated: true,
    });
  });

  test('the psalm keeps playing from /psalm to /journal, with lock-screen controls and a sleep timer', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember);
    await watchMediaSession(page);
    await page.clock.install();
    await page.goto('/psalm');
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    const player = page.getByRole('region', { name: `Audio player: ${psalmTitle}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();

    // The lock screen knows what plays and can act on it.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(psalmTitle);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    expect(await mediaActions(page)).toEqual(
      expect.arrayContaining(['pause', 'play', 'seekbackward', 'seekforward', 'seekto', 'stop']),
    );

    // To the journal by the navigation: the same audio plays on, in the mini player.
    await page.getByRole('navigation').getByRole('link', { name: 'Journal' }).first().click();
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    const mini = page.getByRole('region', { name: 'Player' });
    await mini.getByText(psalmTitle).waitFor();
    const then = await audioTime(page);
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(then + 1);
    expect(await audioPaused(page)).toBe(false);
    await expectAccessible(page, 'journal with the mini player');
    await mini.getByRole('button', { name: 'More controls' }).click();
    await saveScreenshot(page, 'mini-player-desktop');

    // Forward 15 s from the mini player.
    const before = await audioTime(page);
    await mini.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before + 10);

    // Sleep in 5 minutes: the page's clock moves on and the audio fades out and stops.
    await mini.getByRole('combobox', { name: 'Sleep timer' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '5 minutes', exact: true }).click();
    await mini.getByText(/Stops in 5:00|Stops in 4:5\d/).waitFor();
    await page.clock.fastForward('05:01');
    await expect.poll(() => audioPaused(page), { timeout: 10_000 }).toBe(true);
    await mini.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBe(1);
  });

  test('a position saved on one device is offered on another', async ({
    pageAs,
    apiAs,
    premiumMember,
  }) => {
    const api = await apiAs(premiumMember);
    const today = (await (
      await api.request('GET', `/api/psalms/today?timeZone=${encodeURIComponent(laneZone())}`)
    ).json()) as TodayPsalm;
    const psalmId = today.psalm!.id;

    const first = await pageAs(premiumMember);
    await first.page.goto('/psalm');
    const player = first.page.getByRole('region', { name: `Audio player: ${psalmTitle}` });
    await expect
      .poll(() => player.getAttribute('data-player-status'), { timeout: 15_000 })
      .toBe('ready');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await player.getByRole('slider', { name: 'Position' }).fill('20');
    await expect.poll(() => audioTime(first.page)).toBeGreaterThan(19.5);
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect
      .poll(async () => {
        const answer = await api.request('GET', `/api/listening/${psalmId}`);
        const { position } = (await answer.json()) as { position: { positionMs: number } | null };
        return position?.positionMs ?? 0;
      })
      .toBeGreaterThan(19_000);

    // Another browser, the same member: "Resume at 0:20" takes them there.
    const second = await pageAs(premiumMember, 'phone');
    await second.page.goto('/dashboard');
    await expectPage(second.page, { path: '/dashboard', heading: /^Peace be with you/ });
    const continuing = second.page.getByRole('region', { name: 'Continue listening' });
    await continuing.getByRole('link', { name: psalmTitle }).first().waitFor({ timeout: 15_000 });
    await continuing
      .getByRole('button', { name: /^Resume at 0:2\d$/ })
      .first()
      .waitFor();
    await saveScreenshot(second.page, 'continue-listening-390');

    await second.page.goto('/psalm');
    const resume = second.page.getByRole('button', { name: /^Resume at 0:2\d$/ });
    await resume.waitFor({ timeout: 15_000 });
    await expectAccessible(second.page, 'Psalm page offering to resume');
    await saveScreenshot(second.page, 'resume-offer-390');
    await resume.tap();
    await expect.poll(() => audioTime(second.page), { timeout: 15_000 }).toBeGreaterThan(20);
    expect(await audioPaused(second.page)).toBe(false);

    // On the phone the mini player sits above the tab bar and fits the width.
    await second.page.getByRole('link', { name: 'Journal' }).last().tap();
    await expectPage(second.page, { path: '/journal', heading: 'Prayer Journal' });
    const mini = second.page.getByRole('region', { name: 'Player' });
    await mini.getByRole('button', { name: 'Pause' }).tap();
    await mini.getByRole('button', { name: 'More controls' }).tap();
    expect(
      await second.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await expectAccessible(second.page, 'mini player at phone width');
    await saveScreenshot(second.page, 'mini-player-390');
  });

  test('a guided session plays its three steps by itself and completes', async ({
    pageAs,
    apiAs,
    superAdmin,
    premiumMember,
  }) => {
    const member = await apiAs(premiumMember);
    const { suffix, workflowId } = await threeStepWorkflow(await apiAs(superAdmin));
    const session = await member.post<{ id: string }>(`/api/workflows/${workflowId}/sessions`, {});

    const { page } = await pageAs(premiumMember);
    await watchMediaSession(page);
    await page.goto(`/workflows/sessions/${session.id}`);
    await page.getByRole('heading', { name: 'Listen to the session' }).waitFor();
    const player = page.getByRole('region', { name: `Audio player: Step 1 ${suffix}` });
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    expect(await mediaActions(page)).toContain('nexttrack');
    await expectAccessible(page, 'a guided session playing');

    // Each step is narrated, heard, followed by a second of silence, and the next begins.
    await page
      .getByRole('region', { name: `Audio player: Step 2 ${suffix}` })
      .waitFor({ timeout: 60_000 });
    await page
      .getByRole('region', { name: `Audio player: Step 3 ${suffix}` })
      .waitFor({ timeout: 60_000 });
    await page.getByText('Session completed').first().waitFor({ timeout: 60_000 });
    const done = (await (
      await member.request('GET', `/api/workflow-sessions/${session.id}`)
    ).json()) as { completedAt: string | null; completionPercentage: number };
    expect(done.completedAt).not.toBeNull();
    expect(done.completionPercentage).toBe(100);
  });

  test("a free member's session offers Premium when they press play, and the server refuses the narration", async ({
    pageAs,
    apiAs,
    superAdmin,
    member,
  }) => {
    const free = await apiAs(member);
    const { suffix, workflowId } = await threeStepWorkflow(await apiAs(superAdmin));
    const session = await free.post<{ id: string }>(`/api/workflows/${workflowId}/sessions`, {});

    const { page } = await pageAs(member, 'phone');
    allowHttpError(page, /\/narration$/, 403);
    await page.goto(`/workflows/sessions/${session.id}`);
    const player = page.getByRole('region', { name: `Audio player: Step 1 ${suffix}` });
    await player.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.getByRole('heading', { name: 'Upgrade to Premium' }).waitFor({ timeout: 15_000 });
    await page.getByText('Listening to sessions is part of Premium.', { exact: false }).waitFor();
    expect(await audioPaused(page)).toBe(true);
    await expectAccessible(page, 'a free member offered Premium in a session');
    await saveScreenshot(page, 'session-upgrade-390');
  });
});

/** Three text-only steps (each read aloud when played) with a second of silence between them. */
async function threeStepWorkflow(staff: ApiSession) {
  const suffix = Date.now().toString(36);
  const categories = (await (await staff.request('GET', '/api/categories')).json()) as {
    items: { id: string; name: string }[];
  };
  const categoryId = categories.items.find((c) => c.name === 'Meditation')!.id;
  const words = ['Be still.', 'Breathe in peace.', 'Give thanks.'];
  const items: string[] = [];
  for (const [index, body] of words.entries()) {
    const item = await staff.post<{ id: string }>('/api/admin/content', {
      title: `Step ${index + 1} ${suffix}`,
      body,
      categoryId,
      durationMinutes: 5,
    });
    items.push(item.id);
  }
  const workflow = await staff.post<{ id: string }>('/api/admin/workflows', {
    title: `Evening stillness ${suffix}`,
    contentItems: items,
    stepPauseSeconds: 1,
  });
  return { suffix, workflowId: workflow.id };
}

function laneZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
