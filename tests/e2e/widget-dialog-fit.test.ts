import type { Locator } from 'playwright-core';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  saveScreenshot,
  viewports,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The widget dialog (001 §2 Widget dialogs) on a 390 px phone: on each platform's first and last
 * step, at each of the three preview sizes, the whole preview and the dialog's buttons are on screen
 * at once, none of it cut by the dialog's edge or the screen's.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** How far `inner` sticks out of `outer` on any side (0 when wholly inside; half a pixel allowed). */
function overflow(inner: Box, outer: Box): number {
  return Math.max(
    0,
    outer.x - inner.x - 0.5,
    outer.y - inner.y - 0.5,
    inner.x + inner.width - (outer.x + outer.width) - 0.5,
    inner.y + inner.height - (outer.y + outer.height) - 0.5,
  );
}

describe('the widget dialog on a phone', () => {
  test('shows the whole preview, at every size and step, with its buttons, without scrolling', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    // The preview asks for today's psalm; there may be none yet (404: the sample line shows).
    allowHttpError(page, /\/api\/latest-content/, 404);
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await page
      .getByRole('region', { name: 'Home screen widget' })
      .getByRole('button', { name: 'Add Widget' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add the Psalmlight Widget' });
    await dialog.getByText('Step 1 of 5').waitFor();
    const screen = { x: 0, y: 0, ...viewports.phone };

    const seen: Record<string, number> = {};
    const measure = async (label: string, lastButton: string) => {
      const dialogBox = await box(dialog);
      seen[`${label}: dialog off screen`] = overflow(dialogBox, screen);
      seen[`${label}: preview cut`] = overflow(
        await box(dialog.getByTestId('widget-preview')),
        dialogBox,
      );
      seen[`${label}: ${lastButton} cut`] = overflow(
        await box(dialog.getByRole('button', { name: lastButton })),
        dialogBox,
      );
      // Scrolled content would hide part of the dialog: it all fits.
      seen[`${label}: scrolls by`] = await dialog.evaluate((element) =>
        Math.max(0, element.scrollHeight - element.clientHeight),
      );
    };

    for (const platform of ['iPhone', 'Android']) {
      await dialog.getByRole('tab', { name: platform }).click();
      await dialog.getByText('Step 1 of 5').waitFor();
      for (const size of ['Small', 'Medium', 'Large']) {
        await dialog.getByRole('button', { name: size, exact: true }).click();
        await dialog.getByRole('group', { name: new RegExp(`^${size} widget`) }).waitFor();
        await measure(`${platform} step 1 ${size}`, 'Next');
      }
      for (let step = 1; step < 5; step += 1)
        await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText('Step 5 of 5').waitFor();
      for (const size of ['Small', 'Medium', 'Large']) {
        await dialog.getByRole('button', { name: size, exact: true }).click();
        await dialog.getByRole('group', { name: new RegExp(`^${size} widget`) }).waitFor();
        await measure(`${platform} step 5 ${size}`, 'I’ve Added the Widget!');
      }
    }
    await saveScreenshot(page, 'widget-dialog-fit-390');
    expect(Object.entries(seen).filter(([, pixels]) => pixels > 0)).toEqual([]);
    await expectAccessible(page, 'widget dialog at its last step, large preview');
  });
});
