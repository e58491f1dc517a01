import { expectPage, expectText, openPage } from './support/browser';
import { expect, serverOfItsOwn, test as base } from './support/fixtures';
import { setupLink } from './support/log';
import { newPerson } from './support/users-data';

// A server of its own: the lane's shared server already has its super admin.
const test = base.extend('server', { scope: 'file' }, serverOfItsOwn('setup'));

test('the first super admin is created from the setup link and lands in the portal; the link then says setup is done', async ({
  browser,
  server,
}) => {
  const { page } = await openPage(browser, 'desktop', { baseURL: server.baseURL });
  const link = await setupLink(server.logFile);

  await page.goto('/admin/setup?token=not-the-token');
  await expectPage(page, { path: '/admin/setup', heading: 'This setup link is not valid' });

  await page.goto(link);
  await expectPage(page, { path: '/admin/setup', heading: 'Create the first super admin' });
  await page.getByRole('button', { name: 'Create Super Admin' }).click();
  await expectText(page, 'First name is required');
  const person = newPerson('founder');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Super Admin' }).click();

  await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
  expect(await page.getByRole('tab').count()).toBe(14);
  await page.getByRole('tab', { name: 'Admins' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/admin-management');
  expect(await page.getByRole('tabpanel').getByText('Access Restricted').count()).toBe(0);

  await page.goto(link);
  await expectPage(page, { path: '/admin/setup', heading: 'Setup is already complete' });
});

test('a phone shows the setup form at 390 px', async ({ browser, server }) => {
  const { page } = await openPage(browser, 'phone', { baseURL: server.baseURL });
  await page.goto(await setupLink(server.logFile));
  await expectPage(page, { path: '/admin/setup', heading: 'Setup is already complete' });
});
