import { expectAccessible, expectPage, saveScreenshot, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';

// The portal's fourteen tabs are wider than a 1280 px window: the row scrolls sideways, and a
// button at each end with tabs out of view says so and brings them in. Every tab can be reached and
// opened with the mouse, and with the keyboard alone.

/** Whether the tab lies wholly inside the visible part of the row. */
async function inView(page: Page, name: string) {
  const row = await page.getByTestId('admin-tab-row').boundingBox();
  const tab = await page.getByRole('tab', { name, exact: true }).boundingBox();
  return tab!.x >= row!.x - 1 && tab!.x + tab!.width <= row!.x + row!.width + 1;
}

describe('the admin tab row', () => {
  test('at 1280 px every tab comes into view with the row’s buttons and opens', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/content');
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    const names = await tabs.allInnerTexts();
    expect(names).toHaveLength(14);
    const more = page.getByRole('button', { name: 'Show more sections' });
    await more.waitFor();
    expect(await page.getByRole('button', { name: 'Show earlier sections' }).count()).toBe(0);
    await expectAccessible(page, 'admin tab row with more sections');
    await saveScreenshot(page, 'admin-tab-row-desktop');

    for (const name of names.map((text) => text.trim())) {
      for (let presses = 0; !(await inView(page, name)); presses++) {
        expect(presses, `${name} is brought into view`).toBeLessThan(names.length);
        const before = await page.getByTestId('admin-tab-row').evaluate((row) => row.scrollLeft);
        await more.click();
        await expect
          .poll(() => page.getByTestId('admin-tab-row').evaluate((row) => row.scrollLeft))
          .toBeGreaterThan(before);
      }
      await page.getByRole('tab', { name, exact: true }).click();
      await expect
        .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
        .toBe('true');
    }
    // At the far end the row offers the way back, and no further.
    await page.getByRole('button', { name: 'Show earlier sections' }).waitFor();
    await expect.poll(() => more.count()).toBe(0);
    await saveScreenshot(page, 'admin-tab-row-desktop-end');
  });

  test('the keyboard reaches the last tab and opens it', async ({ pageAs, superAdmin }) => {
    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/content');
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    await page.getByRole('tab', { name: 'Content', exact: true }).focus();
    await page.keyboard.press('End');
    const last = page.getByRole('tab', { selected: false }).last();
    const name = (await last.innerText()).trim();
    await expect.poll(() => inView(page, name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
      .toBe('true');
  });

  test('on a phone the row shows its buttons too', async ({ pageAs, superAdmin }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    await page.goto('/admin/import');
    await expectPage(page, { path: '/admin/import', heading: 'Administrative Panel' });
    await page.getByRole('button', { name: 'Show more sections' }).waitFor();
    await page.getByRole('button', { name: 'Show earlier sections' }).waitFor();
    await expect.poll(() => inView(page, 'Import')).toBe(true);
    await saveScreenshot(page, 'admin-tab-row-phone');
  });
});
