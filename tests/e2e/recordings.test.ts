import path from 'node:path';
import {
  expectAccessible,
  expectPage,
  saveScreenshot,
  viewportNames,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

// A person's recording of an item (decision 072): staff upload it in the content editor, and the
// member's page of the item offers it, saying who reads it.

const fixture = path.resolve(import.meta.dirname, '../fixtures/recordings/voice-memo.m4a');
const widths = { desktop: 1280, phone: 390 } as const;

async function openEditor(page: Page, title: string) {
  await page.goto('/admin/content');
  await page.getByRole('heading', { level: 2, name: 'Manage Content' }).waitFor();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Content' });
  const recording = dialog.getByRole('region', { name: 'Recording' });
  await recording.waitFor();
  return { dialog, recording };
}

describe('a recording read by a person', () => {
  test('staff upload a recording and a member hears it, read by its reader', async ({
    pageAs,
    apiAs,
    moderator,
    premiumMember,
  }) => {
    const staff = await apiAs(moderator);
    const categories = (await (await staff.request('GET', '/api/categories')).json()) as {
      items: { id: string; name: string }[];
    };
    const title = `Night prayer read aloud ${Date.now().toString(36)}`;
    const { id } = await staff.post<{ id: string }>('/api/admin/content', {
      title,
      categoryId: categories.items.find((c) => c.name === 'Prayer')!.id,
      body: 'Keep watch, dear Lord, with those who work, or watch, or weep this night.',
      durationMinutes: 5,
    });

    const { page } = await pageAs(moderator);
    const { dialog, recording } = await openEditor(page, title);
    await recording.getByText('at most 50 MB and 30 minutes', { exact: false }).waitFor();
    // Without a name, the upload says what is missing before sending anything.
    await recording.getByLabel('Recording file').setInputFiles(fixture);
    await recording.getByRole('button', { name: 'Upload recording' }).click();
    await recording.getByText('Enter the name of the person reading', { exact: true }).waitFor();

    await recording.getByLabel('Read by').fill('Maria Souza');
    await recording.getByRole('button', { name: 'Upload recording' }).click();
    await recording
      .getByText('Read by Maria Souza: this recording plays now.', { exact: true })
      .waitFor({ timeout: 30_000 });
    // The form took the recording's length, so saving keeps it.
    expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('1');
    await expectAccessible(page, 'the content editor with a recording');
    await recording.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `recording-portal-${widths.desktop}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    const phone = await pageAs(moderator, 'phone');
    const editor = await openEditor(phone.page, title);
    await editor.recording.getByRole('button', { name: 'Remove recording' }).waitFor();
    await expectAccessible(phone.page, 'the content editor with a recording, on a phone');
    await editor.recording.scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, `recording-portal-${widths.phone}`);

    for (const viewport of viewportNames) {
      const member = await pageAs(premiumMember, viewport);
      await member.page.goto(`/content/${id}`);
      await expectPage(member.page, { path: `/content/${id}`, heading: title });
      await member.page.getByText('Read by Maria Souza', { exact: true }).waitFor();
      await member.page.getByRole('region', { name: `Audio player: ${title}` }).waitFor();
      const source = await member.page.locator('audio').getAttribute('src');
      expect(source).toMatch(/^\/media\/psalms\/[0-9a-f-]+\.mp3$/);
      await expectAccessible(member.page, `the item read by a person at ${viewport}`);
      await saveScreenshot(member.page, `recording-member-${widths[viewport]}`);
    }
  });
});
