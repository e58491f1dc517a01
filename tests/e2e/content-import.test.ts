import { expectAccessible, expectPage, expectText } from './support/browser';
import { describe, expect, test } from './support/fixtures';

describe('the Import tab', () => {
  test('refuses a file over 10 MB in the browser, previews a quoted CSV with its errors, then imports only the valid rows', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const suffix = Date.now().toString(36);
    const api = await apiAs(superAdmin);
    const category = await api.post<{ id: string; name: string }>('/api/admin/categories', {
      name: `Hours ${suffix}`,
    });

    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/import');
    await expectPage(page, { path: '/admin/import', heading: 'Administrative Panel' });
    await page.getByRole('heading', { level: 2, name: 'Import Content' }).waitFor();

    // The sample button fills the JSON text area with an example.
    await page.getByRole('button', { name: 'Load Sample' }).click();
    expect(JSON.parse(await page.getByLabel('JSON', { exact: true }).inputValue())).toHaveLength(3);

    // Over 10 MB: refused before anything is sent. (The file is made in the page: sending 12 MB
    // through the browser protocol would take seconds.)
    const file = page.getByLabel('CSV or JSON file');
    await file.evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      const content = new Uint8Array(12 * 1024 * 1024).fill(97);
      transfer.items.add(new File([content], 'everything.csv', { type: 'text/csv' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page
      .getByRole('alert')
      .getByText('everything.csv is 12.0 MB. Files up to 10 MB can be imported', { exact: false })
      .waitFor();

    // Quoted fields with commas, quotes and line breaks; a missing title; an unknown category; a
    // row without a category that goes to the default one.
    const csv = [
      'title,description,category,difficulty_level,duration_minutes',
      `"Prayer of St. Francis ${suffix}","Lord, make me an instrument of your peace;`,
      `where there is hatred, let me sow love.",${category.name},beginner,5`,
      `,"No title here",${category.name},beginner,3`,
      `"Evening Examen ${suffix}","Review the day, ""gently""",Nowhere ${suffix},advanced,15`,
      `"Psalm 23, slowly ${suffix}",A quiet reading,,intermediate,10`,
    ].join('\n');
    await file.setInputFiles({ name: 'hours.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('hours.csv', { exact: false }).waitFor();
    await page.getByRole('combobox', { name: 'Default category' }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await page.getByRole('button', { name: 'Preview' }).click();

    await page.getByText('4 items read: 2 ready to import, 2 with errors.').waitFor();
    const errors = page.getByRole('region', { name: 'Errors found:' });
    await errors.getByText('Item 2: Title is required', { exact: true }).waitFor();
    await errors
      .getByText(`Item 3: Unknown category "Nowhere ${suffix}"`, { exact: true })
      .waitFor();
    const table = page.getByRole('table', { name: 'Items ready to import' });
    await table.getByRole('cell', { name: `Prayer of St. Francis ${suffix}` }).waitFor();
    await table.getByRole('cell', { name: `Psalm 23, slowly ${suffix}` }).waitFor();
    await expectAccessible(page, 'import preview with errors');

    // Nothing was written by the preview.
    const before = await api.request('GET', `/api/content?q=${suffix}`);
    expect(((await before.json()) as { items: unknown[] }).items).toHaveLength(0);

    await page.getByRole('button', { name: 'Import 2 items' }).click();
    await expectText(page, '2 contents imported successfully');
    await page.getByText('2 items with errors skipped.', { exact: false }).waitFor();
    // The picker lets go of the imported file, and choosing the same file again is noticed.
    expect(await file.inputValue()).toBe('');
    await file.setInputFiles({ name: 'hours.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('hours.csv', { exact: false }).waitFor();

    const after = await api.request('GET', `/api/content?q=${suffix}`);
    const items = ((await after.json()) as { items: { title: string; description: string }[] })
      .items;
    expect(items.map((item) => item.title).sort()).toEqual([
      `Prayer of St. Francis ${suffix}`,
      `Psalm 23, slowly ${suffix}`,
    ]);
    expect(items.find((item) => item.title.startsWith('Prayer'))?.description).toBe(
      'Lord, make me an instrument of your peace;\nwhere there is hatred, let me sow love.',
    );
  });
});
