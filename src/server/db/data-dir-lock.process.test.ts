import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let dirCount = 0;
/** A data directory whose lock names a process that has exited. */
function dirWithStaleLock() {
  const dir = path.join(root, `data-${dirCount++}`);
  fs.mkdirSync(dir);
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  fs.writeFileSync(path.join(dir, 'server.lock'), String(pid));
  return dir;
}

/** A separate process that takes locks when told to, answering one line per command. */
function starter() {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'data-dir-lock.race-child.ts')],
    { stdio: 'pipe' },
  );
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    async send(command: string) {
      child.stdin.write(`${command}\n`);
      const { value } = await lines.next();
      return value as string;
    },
  };
}

describe('the data directory lock', () => {
  it('refuses a second holder while the first is alive and frees the directory on release', () => {
    const dir = path.join(root, 'plain');
    const unlock = lockDataDir(dir);
    const other = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => m.lockDataDir(${JSON.stringify(dir)}))`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`is in use by another process (pid ${process.pid})`);
    unlock();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock whose process has exited', () => {
    const dir = dirWithStaleLock();
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('refuses the lock while another live process holds it', () => {
    const dir = path.join(root, 'live');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  describe('two processes starting together on a stale lock', () => {
    let first: ReturnType<typeof starter>;
    let second: ReturnType<typeof starter>;
    beforeAll(() => {
      first = starter();
      second = starter();
    });
    afterAll(() => {
      first.child.kill();
      second.child.kill();
    });

    it('never both take it', async () => {
      const outcomes: string[] = [];
      for (let trial = 0; trial < 60; trial++) {
        const dir = dirWithStaleLock();
        const answers = await Promise.all([first.send(`lock ${dir}`), second.send(`lock ${dir}`)]);
        outcomes.push(answers.sort().join('+'));
        await Promise.all([first.send('release'), second.send('release')]);
      }
      expect(outcomes.filter((outcome) => outcome !== 'busy+won')).toEqual([]);
    }, 60_000);
  });
});
