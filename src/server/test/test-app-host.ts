// The test harness's app as real HTTP servers, in one process for the whole run, for the web's
// component tests: they render under jsdom, whose globals the server must not share, and one
// process per test file cost each file a start of Node and of the whole server's modules. Each
// file still gets an app and a database of its own: POST /contexts with the people it needs
// (`role` or `premium` or `user`; `starter-library` installs the starter library as a first start
// does, its narration queued, no job running it) answers the address of a fresh app and a
// signed-in session cookie for each person; DELETE /contexts/<id> closes it. Prints its own
// address as one line, then serves until stdin closes.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { adminRoles, type AdminRole } from '@contracts/roles';
import { pino } from 'pino';
import { installStarterLibrary } from '@server/modules/seeder';
import { createTestContext, type TestContext } from './harness';

export type HostedContext = {
  id: string;
  baseUrl: string;
  people: Record<string, { id: string; email: string; cookie: string }>;
};

const contexts = new Map<string, { context: TestContext; server: ServerType }>();
let made = 0;

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function openContext(kinds: string[]): Promise<HostedContext> {
  const context = await createTestContext();
  if (kinds.includes('starter-library'))
    await installStarterLibrary({
      db: context.db,
      bus: context.bus,
      logger: pino({ level: 'silent' }),
    });
  const people: HostedContext['people'] = {};
  for (const kind of kinds.filter((each) => each !== 'starter-library')) {
    const role = (adminRoles as readonly string[]).includes(kind) ? (kind as AdminRole) : undefined;
    people[kind] = await context.createUser({ role, premium: kind === 'premium' });
  }
  const { server, baseUrl } = await listen(context.app.fetch);
  const id = String(++made);
  contexts.set(id, { context, server });
  return { id, baseUrl, people };
}

async function closeContext(id: string) {
  const hosted = contexts.get(id);
  if (!hosted) return false;
  contexts.delete(id);
  // Open event streams would hold the server open: closeAllConnections ends them.
  hosted.server.close();
  if ('closeAllConnections' in hosted.server) hosted.server.closeAllConnections();
  await hosted.context.close();
  return true;
}

async function answer(request: Request) {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname === '/contexts') {
    const { kinds } = (await request.json()) as { kinds: string[] };
    return Response.json(await openContext(kinds));
  }
  const closing = /^\/contexts\/(\d+)$/.exec(pathname);
  if (request.method === 'DELETE' && closing)
    return new Response(null, { status: (await closeContext(closing[1]!)) ? 204 : 404 });
  return new Response(null, { status: 404 });
}

const control = await listen((request) =>
  // A context that cannot be made fails its test file with the reason, not a bare 500.
  answer(request).catch(
    (error: unknown) =>
      new Response(error instanceof Error ? (error.stack ?? error.message) : String(error), {
        status: 500,
      }),
  ),
);
process.stdout.write(`${control.baseUrl}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  control.server.close();
  void Promise.all([...contexts.keys()].map(closeContext)).then(() => process.exit(0));
});
