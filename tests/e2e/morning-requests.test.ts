import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ApiSession } from './support/api';
import { openPage } from './support/browser';
import { describe, expect, serverOfItsOwn, test as base } from './support/fixtures';
import { setupLink } from './support/log';
import { ensurePsalmToday } from './support/psalms';
import { createUser, signedInApi, type Credentials } from './support/users';
import { newPerson } from './support/users-data';

/**
 * What a returning member's phone asks the server for when the morning reminder opens the app: the
 * dashboard, then today's psalm. The morning-spike bench (bench/spike.ts) sends exactly these
 * requests, read from bench/recordings/morning-phone.json; this test records them from Chromium and
 * fails when the app asks for anything else, so the bench cannot drift from the app. Scripts,
 * styles and icons are left out: a returning phone takes them from its offline app's cache (the
 * lane's browsers keep none, support/browser.ts). `MORNING_RECORD=1` writes the file afresh.
 */
// A server of its own: on the lane's shared server other journeys' writes reach this member's
// realtime stream, and the app rightly asks again for what they changed, in the middle of the visit.
const test = base
  .extend('server', { scope: 'file' }, serverOfItsOwn('morning'))
  .extend('staff', { scope: 'file' }, async ({ server }) => {
    const token = new URL(await setupLink(server.logFile)).searchParams.get('token');
    const admin = newPerson('morning-staff');
    await new ApiSession(server.baseURL).post('/api/setup', { token, ...admin });
    return signedInApi(admin, server.baseURL);
  });

const recordingFile = path.resolve(
  import.meta.dirname,
  '../../bench/recordings/morning-phone.json',
);
const recordAfresh = process.env.MORNING_RECORD === '1';

type Step = { method: string; path: string };
type Recording = Record<'premium' | 'free', Step[]>;

/** The app's own requests, with what differs between members and days written as placeholders. */
function normalized(url: URL, method: string): Step | null {
  if (/^\/(assets|icons|fonts)\//.test(url.pathname)) return null;
  if (/\.(js|css|png|svg|ico|webmanifest|json|woff2?)$/.test(url.pathname)) return null;
  const search = url.search.replace(/timeZone=[^&]+/, 'timeZone={zone}');
  const pathname = url.pathname
    .replace(/^\/media\/.+\.mp3$/, '{narration}')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{id}');
  return { method, path: `${pathname}${search}` };
}

function recorder(page: Page, origin: string) {
  const steps: Step[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const step = url.origin === origin ? normalized(url, request.method()) : null;
    if (step) steps.push(step);
  });
  return steps;
}

const hydrated = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });

async function morningOf(
  kind: keyof Recording,
  person: Credentials,
  open: (person: Credentials) => Promise<{ page: Page; context: BrowserContext }>,
) {
  const { page, context } = await open(person);
  // Returning: the phone has opened the app before, and told the account and the server its zone
  // (a first report asks the page's answers again, in the new day).
  const zoneStored = page.waitForResponse(
    (response) =>
      response.url().includes('/api/preferences/timezone') && response.request().method() === 'PUT',
  );
  await page.goto('/dashboard');
  await hydrated(page);
  await zoneStored;
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'psalmlight.tz'))
    .toBe(true);
  const origin = new URL(page.url()).origin;
  // What that first visit still had under way ends with it.
  await page.goto('about:blank');
  const steps = recorder(page, origin);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.goto('/psalm');
  await hydrated(page);
  if (recordAfresh) {
    // The psalm page's calls after hydration: its stream and the narration (the shell's notices
    // came with the page).
    const after = () => steps.slice(steps.findIndex((step) => step.path === '/psalm'));
    await expect
      .poll(() => after().filter((step) => /realtime|narration/.test(step.path)))
      .toHaveLength(kind === 'premium' ? 2 : 1);
    const file: Partial<Recording> = fs.existsSync(recordingFile)
      ? (JSON.parse(fs.readFileSync(recordingFile, 'utf8')) as Recording)
      : {};
    file[kind] = steps;
    fs.writeFileSync(recordingFile, `${JSON.stringify(file, null, 2)}\n`);
    return;
  }
  const recording = JSON.parse(fs.readFileSync(recordingFile, 'utf8')) as Recording;
  // In any order within the visit: the stream and the narration are asked for side by side.
  const sorted = (list: Step[]) => list.map((step) => `${step.method} ${step.path}`).sort();
  await expect.poll(() => sorted(steps)).toEqual(sorted(recording[kind]));
}

/**
 * Today's psalm, narrated by the reader's own request (which answers when the audio is saved), not
 * by a background job whose announcement could land in the middle of the recorded visit.
 */
async function narratedPsalm(staff: ApiSession, premium: ApiSession) {
  await ensurePsalmToday(staff, premium);
  await ensurePsalmToday(staff, premium, { narrated: true });
}
describe('the morning reminder on a returning phone', () => {
  test('a premium member asks for what the bench asks for', async ({ server, staff, pageAs }) => {
    const person = await createUser('morning-premium', { server });
    await staff.post('/api/admin/subscriptions/grant', { email: person.email });
    await narratedPsalm(staff, await signedInApi(person, server.baseURL));
    await morningOf('premium', person, (who) => pageAs(who, 'phone', { baseURL: server.baseURL }));
  });

  test('a free member asks for what the bench asks for', async ({ server, staff, pageAs }) => {
    const premium = await createUser('morning-narrator', { server });
    await staff.post('/api/admin/subscriptions/grant', { email: premium.email });
    await narratedPsalm(staff, await signedInApi(premium, server.baseURL));
    const person = await createUser('morning-free', { server });
    await morningOf('free', person, (who) => pageAs(who, 'phone', { baseURL: server.baseURL }));
  });

  test("a new member's first page after signing in is drawn in the phone's zone, and kept", async ({
    server,
    pageAs,
  }) => {
    const person = await createUser('first-visit', { server });
    const { page, context } = await pageAs(person, 'phone', {
      baseURL: server.baseURL,
      timezoneId: 'Asia/Tokyo',
    });
    // What the sign-in page's inline script wrote in this browser (the test below).
    await context.addCookies([
      { name: 'psalmlight.tz', value: encodeURIComponent('Asia/Tokyo'), url: server.baseURL },
    ]);
    const steps = recorder(page, new URL(server.baseURL).origin);
    await page.goto('/dashboard');
    await hydrated(page);
    // The account took the zone with the page: the phone reports nothing and asks for nothing
    // again, as a returning phone's dashboard does (its stream alone).
    const recording = JSON.parse(fs.readFileSync(recordingFile, 'utf8')) as Recording;
    const dashboard = recording.free.slice(
      0,
      recording.free.findIndex((step) => step.path === '/psalm'),
    );
    const sorted = (list: Step[]) => list.map((step) => `${step.method} ${step.path}`).sort();
    await expect.poll(() => sorted(steps)).toEqual(sorted(dashboard));
    const me = await (await signedInApi(person, server.baseURL)).request('GET', '/api/me');
    expect(((await me.json()) as { timezone: string | null }).timezone).toBe('Asia/Tokyo');
  });

  test('a new phone says its zone on the sign-in page, before its first member page', async ({
    browser,
  }) => {
    const { page, context } = await openPage(browser, 'phone', { timezoneId: 'Asia/Tokyo' });
    await page.goto('/auth');
    // The first page drawn after signing in is then in Tokyo's day, not asked again on hydration.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'psalmlight.tz')?.value)
      .toBe(encodeURIComponent('Asia/Tokyo'));
  });
});
