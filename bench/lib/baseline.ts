// Runs a baseline (bench/baselines/*.ts) as its own process, so it never shares the event loop of
// the bench's load generator or of our server; it prints `listening <port>` when ready.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export type Baseline = { url: string; stop: () => Promise<void> };

export function startBaseline(file: string, env: Record<string, string>): Promise<Baseline> {
  return startBenchProcess(path.resolve(import.meta.dirname, '../baselines', file), env);
}

/** Any script of the bench's that prints `listening <port>` (a baseline, a service the servers use). */
export async function startBenchProcess(
  file: string,
  env: Record<string, string>,
): Promise<Baseline> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before listening`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
