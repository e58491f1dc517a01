import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseURL: string;
  /** The server's stdout (pino JSON lines): emails and the setup link are read from here. */
  logFile: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode}) before it was ready:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer /api/health within ${timeoutMs} ms:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

/**
 * Starts the built app the way `npm start` does (scripts/start.mjs), on a free port with a fresh
 * data directory, and waits until it answers. `env` overrides the lane's variables (an empty value
 * counts as unset, e.g. `{ PUBLIC_URL: '' }` for a newcomer's first run).
 */
export async function startServer(
  label = 'e2e',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `psalmlight-${label}-`));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      // Many sign-ins from one address in a few minutes; the limit itself is tested on the server.
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      SMTP_URL: '',
      DATABASE_URL: '',
      // Each test starts from an empty library (and no narration work in the background); the
      // starter library's own test turns this back on.
      STARTER_LIBRARY: 'false',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  await waitForHealth(baseURL, child, logFile, 120_000);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { baseURL, logFile, dataDir, stop };
}
