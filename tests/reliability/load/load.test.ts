import { afterAll, expect, it } from 'vitest';
import { reportFigures, type Figure } from '../support/figures';
import { bySize } from '../support/scale';
import { createClient, createRecorder } from './load-client';
import { percentile, slope } from './load-figures';
import { createLedger, runMember, runStaff, seedWorld } from './load-mix';
import { firstSuperAdmin, grant, signUpMany } from './load-people';
import { startLoadServer, type LoadServer } from './load-server';
import { lostWrites } from './load-verify';

// The load check (decision 027): members reading psalms and content, browsing, posting, liking and commenting in
// the community, writing and reading their journal and running workflow sessions, while staff edit
// the content they read, against the real server process. No errors, every acknowledged write in
// the database afterwards, latency per route, and the server's memory flat over the second half.

const size = bySize(
  { seconds: 30, members: 50, staff: 2 },
  { seconds: 300, members: 200, staff: 3 },
);

/**
 * "Flat": the least-squares slope of the server's RSS over the second half of the run, below this
 * many MiB a minute. Retaining as little as 1 KiB per request at the run's ~25–100 requests a
 * second would climb 1.5–6 MiB a minute; a healthy heap that has reached its working size moves
 * by GC cycles around a level. Only the full run judges it: the short run's half is 15 s of a
 * process still warming up on a fresh embedded database (PGlite's WebAssembly memory grows in steps
 * and never shrinks; the heap left by initdb is released at some point or not), and on one commit
 * five short runs read -1,350, -81, -42, +40 and +122 MiB a minute. Its figure is still printed.
 */
const flatMiBPerMinute = bySize<number | null>(null, 3);

let server: LoadServer | undefined;
afterAll(async () => {
  await server?.cleanup();
});

it(
  `${size.members} members and ${size.staff} staff for ${size.seconds} s: no errors, nothing lost${flatMiBPerMinute === null ? '' : ', memory flat'}`,
  async () => {
    const setupStarted = Date.now();
    server = await startLoadServer();
    const setup = createRecorder();
    const setupClient = createClient(server.url, setup);
    const superAdmin = await firstSuperAdmin(server);
    const staff = [superAdmin, ...(await signUpMany(server, 'staff', size.staff - 1))];
    for (const person of staff.slice(1))
      await grant(setupClient, superAdmin, '/api/admin/admins', {
        email: person.email,
        role: 'admin',
      });
    const members = await signUpMany(server, 'member', size.members);
    // Premium granted by every staff member in turn: one person's grants count against the write
    // limit of the admin/subscriptions family (120 a minute), which 200 grants in a row would pass.
    for (const [i, member] of members.entries())
      await grant(setupClient, staff[i % staff.length]!, '/api/admin/subscriptions/grant', {
        email: member.email,
        durationDays: 30,
      });
    const world = await seedWorld(setupClient, superAdmin, 30);
    expect(setup.errors).toEqual([]);

    const setupSeconds = (Date.now() - setupStarted) / 1000;
    const recorder = createRecorder();
    const client = createClient(server.url, recorder);
    const ledger = createLedger();
    const started = Date.now();
    const until = started + size.seconds * 1000;
    const memory: { x: number; y: number }[] = [];
    const sample = () =>
      memory.push({ x: (Date.now() - started) / 60_000, y: server!.rss() / 2 ** 20 });
    sample();
    const sampler = setInterval(sample, 1_000);
    // Each staff member edits their own share of the seeded items.
    const shares = staff.map((_, i) => world.contentIds.filter((_, j) => j % staff.length === i));
    await Promise.all([
      ...members.map((member) => runMember(client, member, world, ledger, until)),
      ...staff.map((person, i) => runStaff(client, person, shares[i]!, world, ledger, until)),
    ]);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;

    const secondHalf = memory.filter((point) => point.x * 60 >= size.seconds / 2);
    const growth = slope(secondHalf);
    const database = await server.stop();
    const lost = await lostWrites(database, ledger);

    const routes: Figure[] = [...recorder.latencies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, times]) => ({
        name: `p50 / p99 ${route}`,
        value: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms (${times.length})`,
      }));
    const all = [...recorder.latencies.values()].flat();
    reportFigures('load', [
      { name: 'database', value: server.kind },
      { name: 'setup (server, people, content) seconds', value: setupSeconds.toFixed(0) },
      {
        name: 'members / staff / seconds',
        value: `${size.members} / ${size.staff} / ${elapsed.toFixed(0)}`,
      },
      { name: 'requests', value: recorder.requests },
      { name: 'requests per second', value: (recorder.requests / elapsed).toFixed(1) },
      { name: 'errors', value: recorder.errors.length, goal: '0' },
      { name: 'writes acknowledged', value: ledger.acknowledged },
      { name: 'writes lost', value: lost.length, goal: '0' },
      {
        name: 'p50 / p99 all routes',
        value: `${percentile(all, 50).toFixed(1)} / ${percentile(all, 99).toFixed(1)} ms`,
      },
      ...routes,
      {
        name: 'server RSS start / end',
        value: `${memory[0]!.y.toFixed(0)} / ${memory.at(-1)!.y.toFixed(0)} MiB`,
      },
      {
        name: 'server RSS slope, second half',
        value: `${growth.toFixed(2)} MiB/min`,
        goal: flatMiBPerMinute === null ? 'judged by the full run' : `< ${flatMiBPerMinute}`,
      },
      { name: 'server errors logged', value: server.errorLines.length, goal: '0' },
    ]);

    expect(recorder.errors.slice(0, 20)).toEqual([]);
    expect(lost.slice(0, 20)).toEqual([]);
    expect(server.errorLines.slice(0, 5)).toEqual([]);
    // The mix did what it says: every kind of write happened and was checked.
    expect(ledger.posts.length).toBeGreaterThan(0);
    expect(ledger.journal.length).toBeGreaterThan(0);
    expect(ledger.completedSessions.length).toBeGreaterThan(0);
    expect(ledger.titles.size).toBeGreaterThan(0);
    expect(ledger.likes.size).toBeGreaterThan(0);
    if (flatMiBPerMinute !== null) expect(growth).toBeLessThan(flatMiBPerMinute);
  },
  bySize(240_000, 20 * 60_000),
);
