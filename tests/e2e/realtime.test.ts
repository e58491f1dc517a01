import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import {
  expectAccessible,
  expectPage,
  expectText,
  launchBrowser,
  openPage,
  type Browser,
} from './support/browser';
import { ApiSession } from './support/api';
import { signInContext } from './support/session';
import { createUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the realtime stream', () => {
  test('a reader on the dashboard is told "New content available!" when staff publish an item', async () => {
    const reader = await createUser('reader');
    const { page, context } = await openPage(browser, 'desktop');
    await signInContext(context, reader.email, reader.password);
    const streamOpened = page.waitForResponse((response) =>
      response.url().endsWith('/api/realtime'),
    );
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await streamOpened;

    const staff = new ApiSession(inject('baseURL'));
    const { email, password } = inject('superAdmin');
    await staff.post('/api/auth/sign-in/email', { email, password });
    const category = await staff.post<{ id: string }>('/api/admin/categories', {
      name: `Evening ${Date.now()}`,
    });
    const title = `Psalm of the evening ${Date.now()}`;
    await staff.post('/api/admin/content', { title, categoryId: category.id, isPublished: true });

    await expectText(page, 'New content available!');
    await expectText(page, title);
    await expectAccessible(page, 'dashboard with the new content toast');
  });
});
