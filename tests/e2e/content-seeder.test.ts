import { sampleContent } from '@contracts/seeder';
import { ApiSession } from './support/api';
import { expectAccessible, expectPage, expectText } from './support/browser';
import { describe, expect, serverOfItsOwn, test as base } from './support/fixtures';
import { setupLink } from './support/log';
import { newPerson } from './support/users-data';

// A server of its own: the seeder only runs while there is no content at all, and the lane's shared
// server has content from other journeys. Its first super admin is made through the setup link.
const test = base
  .extend('server', { scope: 'file' }, serverOfItsOwn('seeder'))
  .extend('seederAdmin', { scope: 'file' }, async ({ server }) => {
    const token = new URL(await setupLink(server.logFile)).searchParams.get('token');
    const admin = newPerson('seeder');
    await new ApiSession(server.baseURL).post('/api/setup', { token, ...admin });
    return admin;
  });

describe('the Sample tab', () => {
  test('the seeder creates the six sample items once, then reports that sample content already exists', async ({
    pageAs,
    server,
    seederAdmin,
  }) => {
    const { page } = await pageAs(seederAdmin, 'desktop', { baseURL: server.baseURL });
    // The status line's 3 seconds pass on the page's fake clock (running on its own until moved).
    await page.clock.install();

    await page.goto('/admin/seeder');
    await expectPage(page, { path: '/admin/seeder', heading: 'Administrative Panel' });
    await page.getByRole('heading', { level: 2, name: 'Sample Content Seeder' }).waitFor();
    await page.getByText('Create sample spiritual content to test the dashboard').waitFor();
    for (const item of sampleContent) await page.getByText(item.title, { exact: true }).waitFor();
    // The status card reports the real services of this server.
    const services = page.getByRole('list', { name: 'Services' });
    await services.getByText('Database', { exact: true }).waitFor();
    await services.getByText('Embedded PGlite', { exact: false }).waitFor();
    await expectAccessible(page, 'Sample tab');

    // The answer is held back until the running state has been seen.
    let answerSeed!: () => void;
    const seedAnswered = new Promise<void>((resolve) => (answerSeed = resolve));
    await page.route(
      '**/api/admin/seed',
      async (route) => {
        await seedAnswered;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Create Sample Content' }).click();
    const running = page.getByRole('button', { name: 'Creating Content...' });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await expectText(page, 'Creating sample spiritual content...');
    answerSeed();

    const done = page.getByText('Sample content created successfully!', { exact: true });
    await done.waitFor();
    await expectText(page, 'Sample spiritual content has been created.');
    // 000 §2: the status line clears after 3 seconds: still there after 2, gone at 3.
    await page.clock.runFor(2_000);
    expect(await done.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await done.waitFor({ state: 'detached', timeout: 1_000 });

    await page.getByRole('button', { name: 'Create Sample Content' }).click();
    await expectText(page, 'Sample content already exists');

    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    const rows = page.getByTestId('content-row');
    await rows.filter({ hasText: sampleContent[0]!.title }).waitFor();
    expect(await rows.count()).toBe(sampleContent.length);
  });
});
