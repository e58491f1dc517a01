import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { openPage } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { ensurePsalmToday } from './support/psalms';
import { signInContext } from './support/session';
import { createUser, grantPremium } from './support/users';

/**
 * The server-rendered first paint (decision 145): the page's words are in the HTML before any
 * script runs, hydration takes it over without a mismatch, and the HTML is one reader's only.
 */

/** The page as the server sends it, as a browser asks for it (HTML, the session cookie). */
async function serverHtml(api: ApiSession, path: string) {
  const response = await api.request('GET', path);
  return { response, html: await response.text() };
}

/** The browser lane blocks the service worker (support/browser.ts); its warnings are the lane's. */
const laneWarnings = /^(Service Worker registration blocked|The offline app could not start)/;

/** Console warnings and errors from now on, hydration's included. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'warning' || message.type() === 'error') && !laneWarnings.test(text))
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Hydration is over when <html> says so (app-frame.tsx). */
const hydrated = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });

describe('server-rendered pages', () => {
  test('today’s psalm is in the HTML the server sends, before any script', async ({
    apiAs,
    superAdmin,
    member,
    browser,
  }) => {
    const reader = await apiAs(member);
    const title = await ensurePsalmToday(await apiAs(superAdmin), reader);
    const { response, html } = await serverHtml(reader, '/psalm');
    expect(response.status).toBe(200);
    expect(html).toContain(title);
    // Drawn for this reader: no shared cache and no later visitor of this browser may keep it.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The data the page was drawn from rides along as a JSON block; scripts run only by nonce.
    expect(html).toContain('<script type="application/json" id="psalmlight-state">');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    for (const script of html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>/g))
      expect(script[1]).toContain(`nonce="${nonce}"`);
    // The route's chunks, listed for the browser to evaluate one per task, each after its imports.
    const chunks = JSON.parse(
      /<script type="application\/json" id="psalmlight-route-chunks">([^<]*)<\/script>/.exec(
        html,
      )?.[1] ?? 'null',
    ) as string[];
    expect(chunks.some((chunk) => /^\/assets\/psalm-page-[\w-]+\.js$/.test(chunk))).toBe(true);
    let listedImports = 0;
    for (const [index, chunk] of chunks.entries()) {
      const imports = (await (await reader.request('GET', chunk)).text()).matchAll(
        /from"\.\/([\w.-]+\.js)"/g,
      );
      for (const [, file] of imports) {
        const position = chunks.indexOf(`/assets/${file}`);
        expect(position, `${chunk} imports ${file}`).toBeLessThan(index);
        if (position >= 0) listedImports += 1;
      }
    }
    expect(listedImports).toBeGreaterThan(0);

    // A browser with JavaScript off shows the psalm all the same.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: inject('baseURL'),
    });
    await signInContext(context, member.email, member.password);
    const page = await context.newPage();
    await page.goto('/psalm');
    await expect.poll(() => page.getByText(title).first().isVisible()).toBe(true);
    await context.close();
  });

  test('member pages hydrate without a warning', async ({ pageAs, premiumMember }) => {
    const { page } = await pageAs(premiumMember, 'phone');
    const problems = consoleProblems(page);
    for (const path of [
      '/dashboard',
      '/psalm',
      '/journal',
      '/workflows',
      '/community',
      '/library',
      '/account',
      '/subscription',
    ]) {
      await page.goto(path);
      await hydrated(page);
      // Hydrated means live: the navigation answers a click without reloading the page.
      expect(problems, `${path}: ${problems.join('\n')}`).toEqual([]);
    }
    await page.getByRole('link', { name: 'Journal' }).first().click();
    await page.waitForURL('**/journal');
  });

  test('the portal hydrates without a warning', async ({ pageAs, superAdmin }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    const problems = consoleProblems(page);
    await page.goto('/admin/content');
    await hydrated(page);
    expect(problems, problems.join('\n')).toEqual([]);
    // Live: a tab answers a click without reloading the page.
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.waitForURL('**/admin/categories');
  });

  test('a signed-out visit gets no member data and goes to sign in', async ({ browser }) => {
    const response = await fetch(`${inject('baseURL')}/journal`);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('psalmlight-state');
    const { page } = await openPage(browser, 'phone');
    await page.goto('/journal');
    await page.waitForURL('**/auth');
  });

  test('staff opening the portal are sent to their first tab by the server', async ({
    apiAs,
    superAdmin,
    browser,
  }) => {
    const staff = await apiAs(superAdmin);
    // The browser asks for the tab at once instead of painting an empty portal first.
    const answers: [string, string][] = [
      ['/', '/admin'],
      ['/admin', '/admin/content'],
      ['/admin/no-such-tab', '/admin/content'],
    ];
    for (const [path, location] of answers) {
      const response = await staff.request('GET', path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // The tab is drawn with its list, though its code is loaded on first use: the server waits
    // for that code and answers the list's query before it draws the page.
    await ensurePsalmToday(staff, staff);
    const tab = await serverHtml(staff, '/admin/content');
    expect(tab.html).toContain('aria-label="Content items"');
    expect(tab.html).not.toContain('Loading content...');
    // Signed out, the portal draws its sign-in in place.
    const { page } = await openPage(browser, 'desktop');
    const signedOut = await page.goto('/admin');
    expect(signedOut?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  test('two members on one browser never see each other’s page', async ({ browser, apiAs }) => {
    const first = await createUser('ssr-first');
    const second = await createUser('ssr-second');
    // The journal is a premium feature.
    await grantPremium(first.email);
    await grantPremium(second.email);
    const secret = `A private prayer for my sister ${Date.now()}`;
    await (
      await apiAs(first)
    ).post('/api/journal', {
      title: 'For my sister',
      content: secret,
      category: 'prayer',
      timeZone: 'UTC',
    });
    const { page, context } = await openPage(browser, 'desktop');
    await signInContext(context, first.email, first.password);
    await page.goto('/journal');
    await expect.poll(() => page.getByText(secret).isVisible()).toBe(true);
    await page.goto('/dashboard');
    await hydrated(page);

    // The first member leaves; the second signs in on the same browser and goes back.
    const baseURL = inject('baseURL');
    await context.request.post(`${baseURL}/api/auth/sign-out`, { headers: { Origin: baseURL } });
    await signInContext(context, second.email, second.password);
    await page.goBack();
    await page.waitForURL('**/journal');
    await hydrated(page);
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
  });

  test('Portuguese and Spanish readers get their language from the server', async ({ apiAs }) => {
    for (const [language, tag, dashboard] of [
      ['pt', 'pt-BR', 'Diário'],
      ['es', 'es-419', 'Diario'],
    ] as const) {
      const person = await createUser(`ssr-${language}`);
      const api = await apiAs(person);
      const saved = await api.request('PATCH', '/api/profile', { language });
      expect(saved.status).toBe(200);
      const { html } = await serverHtml(api, '/dashboard');
      expect(html).toContain(`<html lang="${tag}"`);
      expect(html).toContain(dashboard);
      expect(html).toContain(`"locale":"${language}"`);
    }
  });
});
