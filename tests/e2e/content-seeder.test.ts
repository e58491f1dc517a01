import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleContent } from '../../src/contracts/seeder';
import { ApiSession } from './support/api';
import {
  expectAccessible,
  expectPage,
  expectText,
  launchBrowser,
  openPage,
  type Browser,
} from './support/browser';
import { setupLink } from './support/log';
import { startServer, type RunningServer } from './support/server';
import { newPerson, type Credentials } from './support/users-data';

// A server of its own: the seeder only runs while there is no content at all, and the lane's shared
// server has content from other journeys.
let browser: Browser;
let server: RunningServer;
let admin: Credentials;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer('seeder')]);
  const token = new URL(await setupLink(server.logFile)).searchParams.get('token');
  admin = newPerson('seeder');
  await new ApiSession(server.baseURL).post('/api/setup', { token, ...admin });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Sample tab', () => {
  test('the seeder creates the six sample items once, then reports that sample content already exists', async () => {
    const { page, context } = await openPage(browser, 'desktop', { baseURL: server.baseURL });
    const signIn = await context.request.post(`${server.baseURL}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: server.baseURL },
    });
    expect(signIn.ok()).toBe(true);

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

    // Slow the answer down a little so the running state can be seen.
    await page.route('**/api/admin/seed', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Sample Content' }).click();
    const running = page.getByRole('button', { name: 'Creating Content...' });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await expectText(page, 'Creating sample spiritual content...');

    const done = page.getByText('Sample content created successfully!', { exact: true });
    await done.waitFor();
    const shownAt = Date.now();
    await expectText(page, 'Sample spiritual content has been created.');
    // 000 §2: the status line clears after 3 seconds.
    await done.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    await page.getByRole('button', { name: 'Create Sample Content' }).click();
    await expectText(page, 'Sample content already exists');

    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    const rows = page.getByTestId('content-row');
    await rows.filter({ hasText: sampleContent[0]!.title }).waitFor();
    expect(await rows.count()).toBe(sampleContent.length);
  });
});
