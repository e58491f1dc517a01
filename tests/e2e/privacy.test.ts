import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { expectPage, openPage, saveScreenshot, viewportNames, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { repoRoot } from './support/server';

/**
 * The privacy page (decision 136): the privacy page is public and linked from the sign-in screen,
 * and no page of the app loads anything (trackers, fonts, scripts, images) from another origin.
 */

const sectionHeadings = [
  'What we keep, and why',
  'How long we keep it',
  'Your rights',
  'No trackers',
];

describe.each(viewportNames)('at %s width', (viewport) => {
  test('/privacy renders for a signed-out visitor, reached from the sign-in screen', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await saveScreenshot(page, `auth-with-privacy-link-${viewport}`);
    await page.getByRole('link', { name: 'Privacy: how we handle your data' }).click();
    await expectPage(page, { path: '/privacy', heading: 'Privacy' });
    for (const name of sectionHeadings)
      await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.getByText('are encrypted before they are stored', { exact: false }).waitFor();
    await page.getByText('removed 30 days after their date', { exact: false }).waitFor();
    await saveScreenshot(page, `privacy-${viewport}`);

    // Back to the app: a signed-out visitor lands on the sign-in screen.
    await page.getByRole('link', { name: 'Back to Psalmlight' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });
});

/** Every request the page makes, by URL, from now on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const otherOrigins = (urls: string[]) => {
  const own = new URL(inject('baseURL')).origin;
  return urls.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
    return parsed.origin !== own;
  });
};

describe('no third parties', () => {
  test('no page requests anything from another origin, signed out or in, and the policy allows none', async ({
    browser,
    pageAs,
    member,
  }) => {
    const { page: visitor } = await openPage(browser, 'desktop');
    const visitorRequests = recordRequests(visitor);
    for (const pathname of ['/auth', '/privacy', '/admin']) {
      const response = await visitor.goto(pathname);
      // The Content Security Policy itself: only this origin for scripts, styles, fonts and data.
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toMatch(/https?:\/\//);
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    }

    const { page } = await pageAs(member, 'phone');
    const memberRequests = recordRequests(page);
    for (const pathname of [
      '/dashboard',
      '/psalm',
      '/library',
      '/journal',
      '/community',
      '/workflows',
      '/account',
      '/privacy',
    ]) {
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(visitorRequests.length).toBeGreaterThan(5);
    expect(memberRequests.length).toBeGreaterThan(10);
    expect(otherOrigins([...visitorRequests, ...memberRequests])).toEqual([]);
  });

  test('the built page, styles and manifest name no other origin (no web fonts, no trackers)', () => {
    const dist = path.join(repoRoot, 'dist/web');
    const files = [
      'index.html',
      'manifest.webmanifest',
      ...fs
        .readdirSync(path.join(dist, 'assets'))
        .filter((name) => name.endsWith('.css'))
        .map((name) => `assets/${name}`),
    ];
    expect(files.some((name) => name.endsWith('.css'))).toBe(true);
    for (const name of files) {
      // Comments load nothing (Tailwind's licence line names its site).
      const text = fs
        .readFileSync(path.join(dist, name), 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, '');
      // SVG's XML namespace is a name, not a request.
      const urls = (text.match(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"')]*/gi) ?? []).filter(
        (url) => !url.startsWith('http://www.w3.org/'),
      );
      expect(urls, name).toEqual([]);
      expect(text, name).not.toMatch(/@import\s+url\(/);
    }
  });
});
