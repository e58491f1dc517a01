import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject, onTestFinished, type TestContext } from 'vitest';
import { repoRoot } from './server';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;
export const viewportNames = Object.keys(viewports) as ViewportName[];

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
}

interface AllowedHttpError {
  url: RegExp;
  status: number;
}

const pageState = new WeakMap<Page, { allowed: AllowedHttpError[] }>();

type Navigation = Awaited<ReturnType<Page['goto']>>;

/**
 * After a navigation to one of the app's pages, waits until React has taken it over (<html
 * data-hydrated>, src/web/app-frame.tsx): the server's HTML is on screen before its buttons answer
 * (decision 145), and a person taps once they see the page come alive; a test would tap at once.
 */
async function untilLive(page: Page, response: Navigation): Promise<Navigation> {
  if (!response?.headers()['content-type']?.includes('text/html')) return response;
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  return response;
}

/** page.goto, reload, goBack and goForward that return once the page is live (untilLive). */
export function navigateUntilLive(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => untilLive(page, await goto(...args));
  page.reload = async (...args) => untilLive(page, await reload(...args));
  page.goBack = async (...args) => untilLive(page, await goBack(...args));
  page.goForward = async (...args) => untilLive(page, await goForward(...args));
}

/**
 * Lets the page log one expected failed request (Chromium logs every 4xx answer as a console
 * error); status 0 is a request that got no answer at all (the network cut: net::ERR_*).
 * Anything else in the console fails the test.
 */
export function allowHttpError(page: Page, url: RegExp, status: number): void {
  pageState.get(page)?.allowed.push({ url, status });
}

function slug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

function testTitle(context: TestContext): string {
  const names: string[] = [context.task.name];
  let suite = context.task.suite;
  while (suite && suite.name) {
    names.unshift(suite.name);
    suite = suite.suite;
  }
  return names.join(' › ');
}

/**
 * A fresh browser context and page at the given width, on the lane's server. When the test ends:
 * a screenshot under test-results/ if it failed, and a failure if the page logged a console error
 * or threw.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: {
    baseURL?: string;
    timezoneId?: string;
    serviceWorkers?: boolean;
    /** Leave notification permission undecided, so the app's prompt toast comes (001 §9). */
    notificationsUndecided?: boolean;
  } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    // Decided (allowed) by default: otherwise the 10 s permission prompt toast joins every journey's
    // toasts at 3 s and covers buttons at the foot of a phone screen. The prompt has its own test.
    // (An empty list is not undecided: Chromium then answers denied.)
    ...(options.notificationsUndecided ? {} : { permissions: ['notifications'] }),
    baseURL: options.baseURL ?? inject('baseURL'),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    // The offline app's worker would answer requests that page.route() then never sees; only the
    // journeys that test the worker let it run (decision 138).
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  const page = await context.newPage();
  navigateUntilLive(page);
  const state = { allowed: [{ url: /\/api\/me$/, status: 401 }] as AllowedHttpError[] };
  pageState.set(page, state);
  const problems: string[] = [];

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url ?? '';
    const status = Number(/status of (\d{3})/.exec(text)?.[1] ?? 0);
    const unanswered = !status && /net::ERR_/.test(text);
    if (
      (status || unanswered) &&
      state.allowed.some((allowed) => allowed.url.test(url) && allowed.status === status)
    )
      return;
    problems.push(`console.error: ${text}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

  onTestFinished(async (testContext) => {
    const failed = testContext.task.result?.state === 'fail' || problems.length > 0;
    if (failed && !page.isClosed()) {
      const dir = path.join(repoRoot, 'test-results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${slug(testTitle(testContext))}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.log(`Screenshot of the failed test: ${path.relative(repoRoot, file)}`);
    }
    await context.close();
    if (problems.length > 0) throw new Error(`The page logged errors:\n${problems.join('\n')}`);
  });

  return { page, context };
}

/** axe (WCAG 2 A and AA) on the page as it is now; serious and critical violations fail the test. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoBlockingViolations(page, label, new AxeBuilder({ page }));
}

async function expectNoBlockingViolations(
  page: Page,
  label: string,
  axe: AxeBuilder,
): Promise<void> {
  const results = await axe.withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
          )
          .join('; ')}`,
    );
  expect(blocking, `axe on ${label} (${page.url()})`).toEqual([]);
}

/**
 * The page's clock stands still (fake timers, paused a second from now), in this document and the
 * next ones: timed steps (a confirmation shown for 2 s, a redirect 3 s later) then happen only when
 * the test moves the clock with `page.clock.pauseAt` or `page.clock.runFor`.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/** The time on the page's (fake) clock. */
export async function clockNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * expectAccessible on a page whose clock stands still (stopClock): axe waits on timers, so the clock
 * is moved on a millisecond at a time until axe is done (a few milliseconds of fake time). axe runs
 * inside the page only (its legacy mode: no helper page in the context, whose clock stands still
 * too and which closes under the clock's commands).
 */
export async function expectAccessibleOnStoppedClock(page: Page, label: string): Promise<void> {
  let done = false;
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const outcome = expectNoBlockingViolations(page, label, axe).then(
    () => undefined,
    (error: unknown) => error,
  );
  void outcome.finally(() => (done = true));
  while (!done) await page.clock.runFor(1);
  const error = await outcome;
  if (error) throw error;
}

/** Waits for the path and a level-1 heading, then checks the page with axe. */
export async function expectPage(
  page: Page,
  {
    path: pathname,
    heading,
    label,
  }: { path: string | RegExp; heading?: string | RegExp; label?: string },
): Promise<void> {
  await page.waitForURL(
    (url) =>
      typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
    {
      timeout: 15_000,
    },
  );
  if (heading)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  await expectAccessible(page, label ?? String(pathname));
}

/** Waits until a text (a toast, a status line) is visible. */
export async function expectText(
  page: Page,
  text: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  await page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'visible', timeout });
}

/**
 * A screenshot for people to look at: the whole page, under test-results/screenshots (emptied when a
 * lane run starts) or E2E_SCREENSHOTS_DIR.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR || path.join(repoRoot, 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits until the element has the keyboard focus (after a dialog closes, the button that opened it). */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => element === document.activeElement), {
      timeout: 5_000,
    })
    .toBe(true);
}

/**
 * Resolves once the page's server-sent-events stream (GET /api/realtime, with or without the
 * device's zone in its query) has answered. Call it before the navigation that opens the stream.
 */
export function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime');
}

/** Fails the next `method` request to `url` with a 500 in our error shape (and lets the page log it). */
export async function failOnce(page: Page, url: RegExp, method: string): Promise<void> {
  allowHttpError(page, url, 500);
  await page.route(
    url,
    (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }),
          })
        : route.fallback(),
    { times: 1 },
  );
}

export type { Browser, Page };
