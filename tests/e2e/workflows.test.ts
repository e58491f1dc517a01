import {
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
  viewportNames,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Workflows end to end (decision 014): staff build a weekly workflow in the portal, pause and activate it; a member starts it,
// walks through its content items, completes it, and sees the week's progress and the completion
// rate move. At 1280 and 390 px.

function row(page: Page, title: string) {
  return page.getByTestId('workflow-row').filter({ hasText: title });
}

function card(page: Page, title: string) {
  return page
    .getByTestId('workflow-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

const completionRate = (page: Page) =>
  page.getByTestId('workflow-stat-completionRate-value').innerText();

describe('workflows', () => {
  for (const viewport of viewportNames) {
    test(`staff build and pause a weekly workflow; a member completes a session (${viewport})`, async ({
      pageAs,
      apiAs,
      admin,
    }) => {
      const tag = `${viewport}-${Date.now()}`;
      const title = `Weekly rhythm ${tag}`;
      const first = `Dawn stillness ${tag}`;
      const second = `Evening examen ${tag}`;

      // Two published content items to walk through.
      const staffApi = await apiAs(admin);
      const categories = (await (await staffApi.request('GET', '/api/categories')).json()) as {
        items: { id: string; name: string }[];
      };
      const categoryId = categories.items.find((c) => c.name === 'Prayer')!.id;
      await staffApi.post('/api/admin/content', {
        title: first,
        description: 'Sit quietly and breathe. Be still, and know.',
        categoryId,
      });
      await staffApi.post('/api/admin/content', {
        title: second,
        description: 'Look back over the day with gratitude.',
        categoryId,
      });

      // Staff: the Workflows tab, the create dialog.
      const { page: staff } = await pageAs(admin, viewport);
      await staff.goto('/admin/workflows');
      await expectPage(staff, { path: '/admin/workflows', heading: 'Administrative Panel' });
      await staff.getByRole('heading', { name: 'Workflows', level: 2 }).waitFor();
      await staff.getByRole('button', { name: 'Create Workflow' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Create Workflow' });
      await dialog.waitFor();
      // Defaults of the spec: duration 15, reminder 09:00.
      expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('15');
      expect(await dialog.getByLabel('Reminder time').inputValue()).toBe('09:00');

      // A blank title is refused in the dialog.
      await dialog.getByRole('button', { name: 'Create Workflow' }).click();
      await dialog.getByText('Title is required').waitFor();

      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Description').fill('Two quiet steps, twice a week.');
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await staff.getByRole('option', { name: 'Weekly' }).click();
      // Weekly asks for days; none chosen is refused.
      await dialog.getByRole('button', { name: 'Create Workflow' }).click();
      await dialog.getByText('Choose at least one day for a weekly workflow').waitFor();
      // Changing the type clears the chosen days; days are offered for weekly only.
      await dialog.getByRole('checkbox', { name: 'Sunday' }).click();
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await staff.getByRole('option', { name: 'Monthly' }).click();
      await dialog.getByRole('checkbox', { name: 'Sunday' }).waitFor({ state: 'detached' });
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await staff.getByRole('option', { name: 'Weekly' }).click();
      expect(await dialog.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Monday' }).click();
      await dialog.getByRole('checkbox', { name: 'Thursday' }).click();
      await dialog.getByRole('combobox', { name: 'Category' }).click();
      await staff.getByRole('option', { name: 'Meditation' }).click();
      await dialog.getByLabel('Duration (minutes)').fill('20');
      await dialog.getByLabel('Search published content').fill(tag);
      await dialog.getByRole('button', { name: `Add ${first}` }).click();
      await dialog.getByRole('button', { name: `Add ${second}` }).click();
      await expect
        .poll(() => dialog.getByTestId('chosen-content').locator('li').allInnerTexts())
        .toEqual([expect.stringContaining(first), expect.stringContaining(second)]);
      await expectAccessible(staff, 'create workflow dialog');
      await saveScreenshot(staff, `workflows-admin-dialog-${viewport}`);
      await dialog.getByRole('button', { name: 'Create Workflow' }).click();
      await expectText(staff, 'Workflow created');
      await dialog.waitFor({ state: 'detached' });

      const created = row(staff, title);
      await created.waitFor();
      expect(await created.innerText()).toMatch(
        /Weekly[\s\S]*Meditation[\s\S]*Mon, Thu[\s\S]*20 min/,
      );
      await created.getByText('Active', { exact: true }).waitFor();

      // Pause: the member sees it Paused, with a disabled Workflow Paused button instead of Start.
      await created.getByRole('button', { name: `Pause ${title}` }).click();
      await expectText(staff, `${title} paused`);
      await created.getByText('Paused', { exact: true }).waitFor();
      await expectAccessible(staff, 'workflows tab');
      await saveScreenshot(staff, `workflows-admin-${viewport}`);

      const member = await createUser(`workflows-${viewport}`);
      const { page } = await pageAs(member, viewport);
      await page.goto('/workflows');
      await expectPage(page, { path: '/workflows', heading: 'Spiritual Workflows' });
      const pausedCard = card(page, title);
      await pausedCard.getByText('Paused', { exact: true }).waitFor();
      const pausedButton = pausedCard.getByRole('button', { name: 'Workflow Paused' });
      expect(await pausedButton.isDisabled()).toBe(true);
      expect(await pausedCard.getByRole('button', { name: 'Start Session' }).count()).toBe(0);

      // Activate again.
      await staff.goto('/admin/workflows');
      await row(staff, title)
        .getByRole('button', { name: `Activate ${title}` })
        .click();
      await expectText(staff, `${title} activated`);
      await row(staff, title).getByText('Active', { exact: true }).waitFor();

      // The member: the card with its days, duration and an empty week; rate 0 %.
      await page.reload();
      const active = card(page, title);
      await active.waitFor();
      expect(await active.innerText()).toMatch(
        /Meditation[\s\S]*Weekly[\s\S]*20 min[\s\S]*Mon, Thu/,
      );
      expect(await active.getByTestId('workflow-progress').innerText()).toBe('0 of 2 days · 0%');
      expect(await completionRate(page)).toBe('0%');
      await expectAccessible(page, 'workflows page');
      await saveScreenshot(page, `workflows-page-before-${viewport}`);

      await active.getByRole('button', { name: 'Start Session' }).click();
      await expectText(page, `Started ${title} session.`);
      await expectPage(page, { path: /^\/workflows\/sessions\/[0-9a-f-]+$/, heading: title });
      await page.getByText('Step 1 of 2').waitFor();
      await page.getByRole('heading', { name: first, level: 2 }).waitFor();
      await page.getByText('Sit quietly and breathe. Be still, and know.').waitFor();
      const libraryLink = page.getByRole('link', { name: 'Open in library' });
      expect(await libraryLink.getAttribute('href')).toMatch(/^\/content\/[0-9a-f-]+$/);
      await expectAccessible(page, 'workflow session');
      await saveScreenshot(page, `workflows-session-${viewport}`);

      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('heading', { name: second, level: 2 }).waitFor();
      await page.getByText('Step 2 of 2').waitFor();
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('heading', { name: 'Finish your session' }).waitFor();
      await page.getByLabel('Notes (optional)').fill('Quiet and grateful.');
      await page.getByRole('button', { name: 'Complete Session' }).click();
      await expectText(page, 'Workflow session completed!');

      // Back on the page: this week's progress and the completion rate moved.
      await expectPage(page, { path: '/workflows', heading: 'Spiritual Workflows' });
      await expect
        .poll(() => card(page, title).getByTestId('workflow-progress').innerText())
        .toBe('1 of 2 days · 50%');
      await expect.poll(() => completionRate(page)).toBe('100%');
      await saveScreenshot(page, `workflows-page-after-${viewport}`);
    });
  }
});
