import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring, keyIdOf } from '@server/crypto/field-cipher';
import { openDatabase } from '@server/db/open';
import { users } from '@server/db/schema/auth';
import { journalEntries } from '@server/db/schema/journal';
import { createTestContext, type TestContext } from '@server/test/harness';
import { openWords } from './sealing';
import { freePort, serverEnvironment } from '@server/test/server-process';

// The real server process: rows written in plain text before decision 018 are sealed at start-up,
// after the migrations and before the first request, and a server without their key refuses to
// start instead of serving entries it cannot read. Then the command line re-encrypts them under a
// new key (rotation).

let t: TestContext;
let dataDir: string;
const key = randomBytes(32);

beforeAll(async () => {
  // On the PostgreSQL lane the server process works on this context's fresh database.
  t = await createTestContext();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-seal-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const config = () => ({ dataDir, databaseUrl: t.database.url });

async function environment(extra: Record<string, string>) {
  const port = await freePort();
  return serverEnvironment({
    port,
    dataDir,
    databaseUrl: t.database.url,
    publicUrl: false,
    extra: { JOBS_ENABLED: 'false', ...extra },
  });
}

describe('the server start-up', () => {
  it('encrypts journal rows still in plain text before serving, refuses to start without their key, and rotates to a new key from the command line', async () => {
    const database = await openDatabase(config());
    const userId = randomUUID();
    const plain = [0, 1, 2].map((i) => ({
      id: randomUUID(),
      userId,
      title: `Cormorant ${i}`,
      content: `A plain cormorant prayer ${i}`,
      scripture: 'Psalm 139:9',
      tags: ['wings'],
      localDate: '2024-12-24',
    }));
    try {
      await database.db
        .insert(users)
        .values({ id: userId, name: 'Old member', email: `${userId}@example.test` });
      await database.db.insert(journalEntries).values(plain);
    } finally {
      await database.close();
    }

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: await environment({ JOURNAL_ENCRYPTION_KEY: key.toString('base64') }),
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is listening')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const sealedLine = lines.findIndex((line) => line.msg === 'journal entries encrypted at rest');
    const listening = lines.findIndex((line) => String(line.msg).includes('is listening'));
    expect(lines[sealedLine]).toMatchObject({ count: 3, skipped: 0 });
    expect(sealedLine).toBeLessThan(listening);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    const reopened = await openDatabase(config());
    try {
      const { rows } = await reopened.sql(
        'select journal_entries::text as whole from journal_entries where user_id = $1',
        [userId],
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(String(row.whole)).not.toContain('ormorant');
      const stored = await reopened.db.select().from(journalEntries);
      const keys = createKeyring(key);
      for (const before of plain) {
        const row = stored.find((candidate) => candidate.id === before.id)!;
        expect(row.content.startsWith(`enc:v1:${keyIdOf(key)}:`)).toBe(true);
        expect(openWords(keys, row)).toMatchObject({ ...before, answerNote: null });
      }
    } finally {
      await reopened.close();
    }

    // Without that key (a new one is generated into DATA_DIR) the entries could not be read.
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: await environment({}),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `Journal entries are encrypted with key ${keyIdOf(key)}, which is not configured: set JOURNAL_ENCRYPTION_KEY (or JOURNAL_ENCRYPTION_OLD_KEYS) to that key, or restore DATA_DIR/journal-key`,
    ]);

    // Rotation: the new key current, the old one still read; every entry moves to the new key.
    const newKey = randomBytes(32);
    const rotated = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'rotate-journal-key'],
      {
        env: await environment({
          JOURNAL_ENCRYPTION_KEY: newKey.toString('base64'),
          JOURNAL_ENCRYPTION_OLD_KEYS: key.toString('base64'),
        }),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(rotated.stdout).toBe(
      `Re-encrypted 3 journal entries with key ${keyIdOf(newKey)}.\n` +
        'No entry needs an older key: the old keys can be removed from JOURNAL_ENCRYPTION_OLD_KEYS.\n',
    );
    expect(rotated.status).toBe(0);
    const after = await openDatabase(config());
    try {
      const stored = await after.db.select().from(journalEntries);
      expect(stored).toHaveLength(3);
      for (const row of stored) {
        expect(row.title.startsWith(`enc:v1:${keyIdOf(newKey)}:`)).toBe(true);
        expect(openWords(createKeyring(newKey), row).title).toMatch(/^Cormorant \d$/);
      }
    } finally {
      await after.close();
    }
  }, 180_000);
});
