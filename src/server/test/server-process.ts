import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The environment of a real server process started by a test: nothing inherited but PATH and HOME,
 * so the process reads only what the test means it to. On the PostgreSQL lane it works on the
 * test context's fresh database (`databaseUrl`); otherwise on PGlite in `dataDir`.
 */
export function serverEnvironment(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  publicUrl?: boolean;
  extra?: Record<string, string>;
}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    PORT: String(options.port),
    ...(options.publicUrl === false ? {} : { PUBLIC_URL: `http://127.0.0.1:${options.port}` }),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    // An empty library and no narration work in the background (decision 055), unless asked.
    STARTER_LIBRARY: 'false',
    ...options.extra,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  return env;
}

/**
 * A real server process started from the sources (`node --import tsx src/server/main.ts`, and
 * any `imports` preloaded), with what it writes gathered: `said(text)` resolves once its output
 * holds `text` (and fails if it ends first), `lines()` are its JSON log lines, `exited` its code
 * once its pipes are closed. Killed at `afterAll` by the caller (`child`).
 */
export function startServerProcess(options: {
  port: number;
  dataDir: string;
  extra?: Record<string, string>;
  imports?: string[];
}) {
  const env = serverEnvironment({
    port: options.port,
    dataDir: options.dataDir,
    extra: options.extra,
  });
  const preloads = (options.imports ?? []).flatMap((file) => ['--import', file]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...preloads, 'src/server/main.ts'], {
    env,
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.splice(0))
      if (output.includes(waiter.text)) waiter.resolve();
      else waiters.push(waiter);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  // 'close', not 'exit': the last lines may still be on their way through the pipes at 'exit'.
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output holds `text`; fails if the process ends first. */
    said: (text: string) =>
      Promise.race([
        new Promise<void>((resolve) =>
          output.includes(text) ? resolve() : waiters.push({ text, resolve }),
        ),
        exited.then((code) => {
          if (!output.includes(text))
            throw new Error(`exited (${code}) before saying ${text}:\n${output}`);
        }),
      ]),
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;
