// The test harness's app as a real HTTP server in its own process, for the web's component tests:
// they render under jsdom, whose globals the server must not share. Prints one JSON line with the
// address and a signed-in session cookie for each person asked for (`role` or `premium` or `user`),
// then serves until stdin closes. `starter-library` installs the starter library as a first start
// does (its narration queued, no job running it), for the Sample tab's cards.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { adminRoles, type AdminRole } from '@contracts/roles';
import { pino } from 'pino';
import { installStarterLibrary } from '@server/modules/seeder';
import { createTestContext } from './harness';

const t = await createTestContext();
const args = process.argv.slice(2);
if (args.includes('starter-library'))
  await installStarterLibrary({ db: t.db, bus: t.bus, logger: pino({ level: 'silent' }) });
const people: Record<string, { id: string; email: string; cookie: string }> = {};
for (const kind of args.filter((each) => each !== 'starter-library')) {
  const role = (adminRoles as readonly string[]).includes(kind) ? (kind as AdminRole) : undefined;
  people[kind] = await t.createUser({ role, premium: kind === 'premium' });
}
const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${info.port}`, people })}\n`),
);
process.stdin.resume();
process.stdin.on('end', () => {
  server.close();
  void t.close().then(() => process.exit(0));
});
