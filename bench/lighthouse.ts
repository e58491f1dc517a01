// npm run bench -- lighthouse: Lighthouse 12, mobile (its default: a mid-range
// phone on slow 4G, simulated), on the pages people open, served by the real server (`npm start`'s
// process, PostgreSQL) to the system Chromium. Member pages as a signed-in premium member, /admin/content
// (the portal's first tab) as a super admin, /auth signed out; both are returning people, whose zone the phone's (Europe/Lisbon)
// already reported. The member pages again as a new member's first visit, the zone not reported yet
// (issue 50 item 4; BENCH_LIGHTHOUSE_PAGES=first:/psalm names one). Medians of BENCH_LIGHTHOUSE_RUNS runs (3) per page. Also the bytes
// of JavaScript each page brought over the wire (what Chromium received, compressed), the first
// route's being /auth. Goals: performance ≥ 95 on member pages, ≥ 90 on the portal, accessibility 100,
// first route ≤ 150 KB of JavaScript. The floor to compare with, measured in the same run: a static
// HTML page with today's psalm text, served by the same server (decision 145); each page's LCP is
// printed as a ratio of it. BENCH_LIGHTHOUSE_SAVE=<dir> keeps every report there;
// BENCH_LIGHTHOUSE_PAGES=/auth,/journal measures only those; BENCH_LIGHTHOUSE_PROFILE=1 adds V8's
// sampling profiler to the saved traces.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { pageCookies } from '@contracts/page-cookies';
import type pg from 'pg';
import type { Result, RunnerResult } from 'lighthouse';
import { createPerson, settleTimeZone } from './lib/members';
import { withBenchDatabase } from './lib/run-context';
import { addContent, addJournalEntries, addPosts, addTodaysPsalm } from './lib/seed';
import { startServer } from './lib/server';
import { fixed, printTable } from './lib/table';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The zone of the phone Lighthouse plays, and the one its returning members have stored. */
const deviceTimeZone = 'Europe/Lisbon';
/** Where to keep each run's full report (JSON, for reading the audits), when set. */
const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;

/**
 * Who opens the page: a returning member (their zone stored), a newcomer on their first visit (a
 * new premium member just signed in on this phone, whose zone the account has not stored yet),
 * staff, or nobody signed in.
 */
type Visitor = 'member' | 'newcomer' | 'staff' | 'nobody';
type Page = { path: string; as: Visitor; goal: number };
/** The static page every other is compared with (written into the build while the bench runs). */
const floorPath = '/bench-floor.html';
const pages: Page[] = [
  { path: floorPath, as: 'nobody', goal: 100 },
  { path: '/auth', as: 'nobody', goal: 95 },
  { path: '/dashboard', as: 'member', goal: 95 },
  { path: '/psalm', as: 'member', goal: 95 },
  { path: '/journal', as: 'member', goal: 95 },
  { path: '/workflows', as: 'member', goal: 95 },
  { path: '/community', as: 'member', goal: 95 },
  { path: '/account', as: 'member', goal: 95 },
  { path: '/subscription', as: 'member', goal: 95 },
  // The same member pages on a first visit.
  ...[
    '/dashboard',
    '/psalm',
    '/journal',
    '/workflows',
    '/community',
    '/account',
    '/subscription',
  ].map((path) => ({ path, as: 'newcomer' as const, goal: 95 })),
  // The portal's first tab: /admin itself redirects here (see the redirect check below).
  { path: '/admin/content', as: 'staff', goal: 90 },
];

type Measure = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  allBytes: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

function measureOf(result: Result): Measure {
  const items = ((result.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const bytes = (only?: string) =>
    items
      .filter((item) => !only || item.resourceType === only)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((result.categories.accessibility?.score ?? 0) * 100),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? 0,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptBytes: bytes('Script'),
    allBytes: bytes(),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The run with the median performance score (its other figures belong to that same run). */
function medianRun(measures: Measure[]): Measure {
  const score = median(measures.map((m) => m.performance));
  return measures.find((m) => m.performance === score)!;
}

const floorFile = path.join(import.meta.dirname, '..', 'dist', 'web', floorPath.slice(1));

async function todaysPsalmText(pool: pg.Pool) {
  const { rows } = await pool.query<{ title: string; text: string }>(
    `select title, generated_psalm as text from content
     where is_daily_psalm and psalm_date = (now() at time zone 'utc')::date limit 1`,
  );
  if (!rows[0]) throw new Error('the bench has no psalm for today');
  return rows[0];
}

/** Today's psalm as plain HTML, nothing else: what a page of text costs at the least. */
function writeFloorPage(psalm: { title: string; text: string }) {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const verses = psalm.text
    .split(/\n+/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
  fs.writeFileSync(
    floorFile,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(psalm.title)}</title></head><body><main><h1>${escape(psalm.title)}</h1>${verses}</main></body></html>`,
  );
}

/**
 * One Lighthouse run of a page in a fresh browser profile (a first visit: cookies the app writes,
 * language and time zone, would otherwise ride along with the next run). The visitor's cookies are
 * put in the browser's own jar first, as signing in would: every request the page makes carries
 * them, its API calls and event stream too (Lighthouse's own extra header reaches the first request
 * only). A run whose trace Chromium failed to record (NO_NAVSTART and the like, now and then on a
 * busy machine) is run again, twice at most; any other failure stops the bench.
 */
async function audit(
  origin: string,
  page: Page,
  cookie: string | undefined,
  attempt = 1,
): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    envVars: { ...process.env, TZ: deviceTimeZone },
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  if (cookie) await tab.setCookie(...jarCookies(cookie, origin));
  const outcome = await lighthouse(
    `${origin}${page.path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // V8's sampling profiler in the saved traces (which function each long task ran), when
      // asked: it costs the page time of its own, so measured runs go without it.
      ...(process.env.BENCH_LIGHTHOUSE_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    },
    undefined,
    tab,
  );
  await browser.disconnect();
  chrome.kill();
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const failure = outcome.lhr.runtimeError;
  if (failure && traceFailures.has(failure.code) && attempt < 3)
    return audit(origin, page, cookie, attempt + 1);
  if (failure) throw new Error(`${page.path}: ${failure.message}`);
  return outcome;
}

/** A Cookie header's pairs as the browser's jar keeps them for the server's address. */
function jarCookies(header: string, origin: string) {
  return header.split(/;\s*/).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, httpOnly: true };
  });
}

const traceFailures = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

export async function lighthouseBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const server = await startServer({ databaseUrl: database.url, name: 'lighthouse' });
    onCleanup(server.stop);
    const pool = database.pool;
    const premiumMember = async (email: string) => {
      const person = await createPerson(server, pool, email);
      await pool.query(
        `insert into user_subscriptions (user_id, status, current_period_end, stripe_product_id)
         values ($1, 'active', now() + interval '30 days', 'prod_psalmlight_premium')`,
        [person.id],
      );
      return person;
    };
    const member = await premiumMember('member@lighthouse.example');
    const staff = await createPerson(server, pool, 'staff@lighthouse.example', 'super_admin');
    for (const person of [member, staff]) await settleTimeZone(server, person, deviceTimeZone);
    await addTodaysPsalm(pool);
    await addContent(pool, 200);
    await addPosts(pool, 50, [member.id, staff.id]);
    await addJournalEntries(pool, member.id, 20);
    writeFloorPage(await todaysPsalmText(pool));
    onCleanup(async () => fs.rmSync(floorFile, { force: true }));

    // A newcomer is new in every run: the first run's phone reports its zone, and the next would
    // be a returning member's visit.
    let newcomers = 0;
    const cookieFor = async (visitor: Visitor) => {
      if (visitor !== 'newcomer')
        return { member: member.cookie, staff: staff.cookie, nobody: undefined }[visitor];
      newcomers += 1;
      const person = await premiumMember(`newcomer-${newcomers}@lighthouse.example`);
      // The zone cookie the sign-in page's inline script wrote in this browser (theme-init.js):
      // the page is drawn in the phone's zone, which the account has not stored yet.
      return `${person.cookie}; ${pageCookies.timeZone}=${encodeURIComponent(deviceTimeZone)}`;
    };

    const rows: (string | number)[][] = [];
    // BENCH_LIGHTHOUSE_PAGES names pages by path; "first:/psalm" is /psalm on a first visit.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const nameOf = (page: Page) => (page.as === 'newcomer' ? `first:${page.path}` : page.path);
    let floorLcpMs: number | undefined;
    // Chromium's own measure of this machine's speed in each run: a busy machine reads lower, and
    // its TBT higher (Lighthouse multiplies the CPU time it observed by 4).
    const benchmarkIndexes: number[] = [];
    for (const page of pages.filter(
      (p) => !only || p.path === floorPath || only.includes(nameOf(p)),
    )) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run++) {
        const { lhr, artifacts } = await audit(server.url, page, await cookieFor(page.as));
        // No redirect at all: a redirected page (/admin → /admin/content) or a bounce to /auth
        // would measure the wrong page.
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path)
          throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: not the page meant`);
        measures.push(measureOf(lhr));
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          const name = `${nameOf(page).replace(/[/:]/g, '') || 'root'}-${run + 1}.json`;
          fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
          // The page's trace too: its long tasks can be read task by task (chrome://tracing).
          const trace = (artifacts as { Trace?: unknown }).Trace;
          if (trace)
            fs.writeFileSync(
              path.join(saveDir, name.replace(/\.json$/, '.trace.json')),
              JSON.stringify(trace),
            );
        }
      }
      const m = medianRun(measures);
      if (page.path === floorPath) floorLcpMs = m.lcpMs;
      rows.push([
        page.as === 'newcomer' ? `${page.path} (first visit)` : page.path,
        `${m.performance} (${measures.map((x) => x.performance).join(' ')})`,
        `≥ ${page.goal}`,
        m.accessibility,
        fixed(m.lcpMs / 1000, 1),
        floorLcpMs ? `${fixed(m.lcpMs / floorLcpMs, 2)}×` : '–',
        fixed(m.tbtMs),
        fixed(m.cls, 3),
        fixed(m.scriptBytes / 1024, 1),
        fixed(m.allBytes / 1024, 1),
      ]);
    }
    console.log(
      `\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${runs}; ` +
        `Chromium's benchmark index ${fixed(median(benchmarkIndexes))} ` +
        `(${fixed(Math.min(...benchmarkIndexes))}–${fixed(Math.max(...benchmarkIndexes))})`,
    );
    printTable(
      [
        'page',
        'performance (runs)',
        'goal',
        'a11y',
        'LCP s',
        'LCP ÷ floor',
        'TBT ms',
        'CLS',
        'JS KB on wire',
        'all KB on wire',
      ],
      rows,
    );
    const first = rows.find((row) => row[0] === '/auth');
    if (first)
      console.log(
        `\nfirst route (/auth): ${first[8]} KB of JavaScript on the wire (goal ≤ 150 KB)`,
      );
  });
}
