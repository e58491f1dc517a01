import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cookieFrom, testPassword, uniqueEmail } from '@server/test/harness';
import { serverEnvironment } from '@server/test/server-process';
import { pollUntil } from './faults-database';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Compiles the server into dist/server when its sources changed (decision 021), as `npm start`
 * does: the bundle starts in a second where tsx spends ten compiling on a busy machine.
 */
export function buildCompiledServer() {
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await (await import('./scripts/server-build.mjs')).buildServerIfStale();",
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stderr}`);
}

/** A real server process (the compiled dist/server/main.js, as `npm start` runs it) for a fault test. */
export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves once the log says it listens; rejects if the process exits first. */
  ready: Promise<void>;
  output: () => string;
  /** The log's JSON lines, parsed (other lines are skipped). */
  logLines: () => Record<string, unknown>[];
  /** kill -9: no shutdown, no lock released, nothing flushed. */
  kill9: () => Promise<void>;
  /** SIGTERM and the clean shutdown. */
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();

/** Ends every server process a test file started and left running (for afterAll). */
export function killServerProcesses() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  extra?: Record<string, string>;
}): ServerProcess {
  const env = serverEnvironment({
    ...options,
    // Fault tests write as fast as they can; the limits have tests of their own (hardening).
    extra: {
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      ...options.extra,
    },
  });
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'dist/server/main.js')],
    { env, cwd: root },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('is listening')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited with ${code ?? signal}:\n${output}`)),
    );
  });
  ready.catch(() => undefined);
  return {
    child,
    baseUrl: `http://127.0.0.1:${options.port}`,
    ready,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A request as the app's pages make it: the app's Origin, the session cookie, a JSON body. */
export function call(
  server: Pick<ServerProcess, 'baseUrl'>,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown } = {},
) {
  const headers: Record<string, string> = { origin: server.baseUrl };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: 'manual',
  });
}

/**
 * Signs a member up on a running server and confirms the address with the link the log prints
 * (no SMTP: the outbox), which signs them in. Returns the session cookie.
 */
export async function signUpMember(server: ServerProcess, label = 'member') {
  const email = uniqueEmail(label);
  const signUp = await call(server, '/api/auth/sign-up/email', {
    json: { email, password: testPassword, firstName: 'Fault', lastName: 'Tester' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const link = await pollUntil(
    async () =>
      server.logLines().find((line) => line.msg === 'email written to outbox' && line.to === email)
        ?.link as string | undefined,
    10_000,
  );
  const url = new URL(link);
  const confirmed = await call(server, url.pathname + url.search);
  const cookie = cookieFrom(confirmed);
  if (!cookie) throw new Error(`confirmation gave no session: ${confirmed.status}`);
  return { email, cookie };
}
