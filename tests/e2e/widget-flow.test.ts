import type { Locator, Page } from 'playwright-core';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The widget flow on the web (001 §2, §4, §8, §9; decision 139), on a fake clock: the suggestion
 * card 3 s after opening when the app was first opened 3 or more days ago, otherwise a tip toast
 * after 30 s that lasts 8 s; the instruction dialog; the device-local flags; both Widget toasts.
 */

const day = 24 * 60 * 60 * 1000;
const start = Date.now();
const keys = {
  firstOpened: 'psalmlight.appFirstOpenedAt',
  added: 'psalmlight.widgetAdded',
  addedAt: 'psalmlight.widgetAddedAt',
  shown: 'psalmlight.widgetSuggestionShown',
};

/**
 * Opens the dashboard on a fake clock, with the app first opened `firstOpenedDaysAgo` days ago.
 * The clock runs while the page loads; once the flow has started its timers it is stopped `after`
 * ms past that moment, and from then on only runFor moves it until `resume` (axe and Radix need
 * running timers, so the checks that follow the timings resume it first).
 */
async function openDashboard(page: Page, firstOpenedDaysAgo: number, after: number) {
  await page.clock.install({ time: start });
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [keys.firstOpened, String(start - firstOpenedDaysAgo * day)],
  );
  await page.goto('/dashboard');
  await stopAfterFlowStarted(page, after);
  await page.getByRole('heading', { level: 1, name: /^Peace be with you/ }).waitFor();
}

/** Waits for the flow's timers to start, then stops the clock `after` ms past that moment. */
async function stopAfterFlowStarted(page: Page, after: number) {
  const marker = page.locator('[data-testid="widget-flow"][data-started-at]');
  await marker.waitFor({ state: 'attached' });
  const startedAt = Number(await marker.getAttribute('data-started-at'));
  await page.clock.pauseAt(startedAt + after);
}

/** Moves the stopped clock in 10 ms steps until the element shows (at most 2 s). */
async function stepUntilVisible(page: Page, locator: Locator) {
  for (let step = 0; !(await locator.isVisible()); step += 1) {
    if (step > 200) throw new Error('Not shown within 2 s of fake time');
    await page.clock.runFor(10);
  }
}

const storage = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

describe('the widget flow on a phone', () => {
  test('three days after the first opening the card appears at 3 s; Add Widget opens the five-step dialog and I’ve Added the Widget! sets the flags', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    // The preview asks for today's psalm; there may be none yet (404: the sample line shows).
    allowHttpError(page, /\/api\/latest-content/, 404);
    await openDashboard(page, 3, 2_900);
    const card = page.getByRole('region', { name: 'Add Psalmlight to your home screen' });
    expect(await card.count()).toBe(0);
    await page.clock.runFor(100);
    await card.waitFor();
    await page.clock.resume();
    await expectAccessible(page, 'widget suggestion card');
    await saveScreenshot(page, 'widget-card-390');

    await card.getByRole('button', { name: 'Add Widget' }).click();
    expect(await storage(page, keys.shown)).toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Add the Psalmlight Widget' });
    await dialog.waitFor();
    expect(await card.count()).toBe(0);
    await dialog.getByRole('tab', { name: 'iPhone' }).waitFor();
    await dialog.getByRole('tab', { name: 'Android' }).waitFor();
    await dialog.getByTestId('widget-preview').waitFor();
    await expectAccessible(page, 'widget dialog');

    // Android: five steps; the last one offers I've Added the Widget! instead of Next.
    await dialog.getByRole('tab', { name: 'Android' }).click();
    for (let step = 1; step <= 5; step += 1) {
      await dialog.getByText(`Step ${step} of 5`).waitFor();
      expect(await dialog.getByRole('button', { name: 'I’ve Added the Widget!' }).count()).toBe(
        step === 5 ? 1 : 0,
      );
      if (step < 5) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('Step 4 of 5').waitFor();
    // The iPhone tab starts at its own first step.
    await dialog.getByRole('tab', { name: 'iPhone' }).click();
    await dialog.getByText('Step 1 of 5').waitFor();
    expect(await dialog.getByTestId('widget-step').innerText()).toContain('Safari');
    // The preview comes in the three sizes of 001 §3.
    await dialog.getByRole('button', { name: 'Large' }).click();
    await dialog.getByRole('group', { name: 'Large widget (4x4)' }).waitFor();
    await saveScreenshot(page, 'widget-dialog-390');

    for (let step = 1; step < 5; step += 1)
      await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'I’ve Added the Widget!' }).click();
    await expectText(page, 'Great! Your widget is now set up for daily spiritual content');
    expect(await dialog.count()).toBe(0);
    expect(await storage(page, keys.added)).toBe('true');
    const addedAt = Date.parse((await storage(page, keys.addedAt)) ?? '');
    const now = await page.evaluate(() => Date.now());
    expect(now - addedAt).toBeGreaterThanOrEqual(0);
    expect(now - addedAt).toBeLessThan(60_000);

    // A widget is added: the next opening offers nothing, neither card nor tip.
    await page.reload();
    await stopAfterFlowStarted(page, 5_000);
    expect(await page.getByTestId('widget-flow').getAttribute('data-plan')).toBe('none');
    await page.clock.runFor(40_000);
    expect(await page.getByText(/^Tip: add Psalmlight/).count()).toBe(0);
  });

  test('before three days there is no card: a tip toast appears at 30 s and is gone 8 s later', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    await openDashboard(page, 1, 3_000);
    const card = page.getByRole('region', { name: 'Add Psalmlight to your home screen' });
    const tip = page.getByText(
      'Tip: add Psalmlight to your home screen for today’s psalm at a glance',
    );
    expect(await card.count()).toBe(0);
    await page.clock.runFor(26_900);
    expect(await tip.count()).toBe(0);
    await page.clock.runFor(100);
    // The toast library loads and mounts on a timer of its own: a few milliseconds more.
    await stepUntilVisible(page, tip);
    await page.clock.runFor(7_000);
    expect(await tip.isVisible()).toBe(true);
    await page.clock.runFor(1_500);
    await tip.waitFor({ state: 'detached' });
    // The tip is not an answer: the suggestion is still unanswered on this device.
    expect(await storage(page, keys.shown)).toBeNull();
  });

  test('Later on the card marks the suggestion shown and says where to find it; Settings goes to the account page, whose widget card opens the dialog again', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    await openDashboard(page, 4, 2_900);
    await page.clock.runFor(100);
    await page.clock.resume();
    const card = page.getByRole('region', { name: 'Add Psalmlight to your home screen' });
    await card.getByRole('button', { name: 'Later' }).click();
    await expectText(page, 'You can always add the widget later from Settings');
    await expectAccessible(page, 'widget Settings toast');
    expect(await storage(page, keys.shown)).toBe('true');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    // Settings keeps the way back to the dialog.
    allowHttpError(page, /\/api\/latest-content/, 404);
    const settingsCard = page.getByRole('region', { name: 'Home screen widget' });
    await settingsCard.getByRole('button', { name: 'Add Widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add the Psalmlight Widget' });
    await dialog.getByText('Step 1 of 5').waitFor();
    await saveScreenshot(page, 'widget-from-settings-390');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Answered: no card and no tip on the next opening.
    await page.reload();
    await stopAfterFlowStarted(page, 5_000);
    expect(await page.getByTestId('widget-flow').getAttribute('data-plan')).toBe('none');
  });

  test('Maybe Later in the dialog closes it with the Settings toast', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    allowHttpError(page, /\/api\/latest-content/, 404);
    await openDashboard(page, 5, 2_900);
    await page.clock.runFor(100);
    await page.clock.resume();
    await page.getByRole('button', { name: 'Add Widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add the Psalmlight Widget' });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expectText(page, 'You can always add the widget later from Settings');
    expect(await dialog.count()).toBe(0);
    expect(await storage(page, keys.added)).toBeNull();
  });
});

describe('the widget flow on a desktop browser', () => {
  test('offers nothing: no home screen to add to', async ({ pageAs, member }) => {
    const { page } = await pageAs(member, 'desktop');
    await openDashboard(page, 10, 5_000);
    expect(await page.locator('[data-testid="widget-flow"]').getAttribute('data-plan')).toBe(
      'none',
    );
    await page.clock.runFor(40_000);
    expect(
      await page.getByRole('region', { name: 'Add Psalmlight to your home screen' }).count(),
    ).toBe(0);
    await page.clock.resume();
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await saveScreenshot(page, 'widget-none-1280');
  });
});
