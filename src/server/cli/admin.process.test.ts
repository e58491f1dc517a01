import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run admin` as a real process on the embedded database (decision 002). Granting on a real
// database, and the line naming it, are in main.process.test.ts beside the server it runs with.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-admin-cli-'));
const holders: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const holder of holders) if (holder.exitCode === null) holder.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

function admin(dataDir: string, args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'admin.ts'), ...args],
    {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

/** A separate process holding `dataDir`'s lock as the server does (lockDataDir, its pid inside). */
async function holdLock(dataDir: string) {
  const holder = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../db/data-dir-lock.race-child.ts')],
    { stdio: 'pipe' },
  );
  holders.push(holder);
  const lines = readline.createInterface({ input: holder.stdout! })[Symbol.asyncIterator]();
  holder.stdin!.write(`lock ${dataDir}\n`);
  expect((await lines.next()).value).toBe('won');
  return holder;
}

describe('npm run admin on the embedded database', () => {
  it('refuses a data directory that does not exist, names it, and creates nothing', () => {
    const dataDir = path.join(root, 'missing');
    const result = admin(dataDir, ['grant', 'miriam@example.test', 'super_admin']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Data directory: ${dataDir} (embedded database; DATA_DIR).`);
    expect(result.stderr).toContain(`The data directory ${dataDir} does not exist`);
    expect(result.stdout).toBe('');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses a data directory that holds no database and leaves it empty', () => {
    const dataDir = path.join(root, 'empty');
    fs.mkdirSync(dataDir);
    const result = admin(dataDir, ['list']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The data directory ${dataDir} holds no database yet`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('says the server holds the directory and how to proceed, and leaves its lock alone', async () => {
    const dataDir = path.join(root, 'served');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const server = await holdLock(dataDir);
    const result = admin(dataDir, ['grant', 'miriam@example.test', 'super_admin']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `The server (pid ${server.pid}) is running on the data directory ${dataDir}`,
    );
    expect(result.stderr).toContain('the admin portal (/admin, the Admins tab)');
    expect(result.stderr).toContain('Or stop the server, run this command again');
    expect(result.stdout).toBe('');
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(server.pid));
  });
});
