import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backUp,
  emptyTarget,
  expectSameInstallation,
  passphrase,
  populatedInstallation,
  restoredApp,
  scratchDir,
} from '../test/backup-fixture';
import { testDbKind } from '../test/database';
import { restoreBackup } from './restore';

// A whole installation backed up and restored into an empty one of the same kind as the lane
// (PGlite, or PostgreSQL on the PostgreSQL lane); across kinds in cross-mode.pg.test.ts.

const dir = scratchDir('round-trip');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe(`backup and restore on ${testDbKind}`, () => {
  it(
    'restores every row, every media file and the secrets: members sign in, entries open',
    { timeout: 120_000 },
    async () => {
      const source = await populatedInstallation();
      const target = await emptyTarget(testDbKind);
      try {
        const file = path.join(dir, 'installation.age');
        const written = await backUp(source, file);
        expect(written.source).toBe(testDbKind);
        expect(written.media.files).toBe(2);
        expect(written.tables.find((table) => table.name === 'journal_entries')?.rows).toBe(1);
        // Sealed: neither the journal's words nor the secrets appear in the file.
        const bytes = fs.readFileSync(file);
        expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
        expect(bytes.includes('Kept through the night')).toBe(false);
        expect(bytes.includes('secrets.json')).toBe(false);

        const restored = await restoreBackup(file, passphrase, target.target);
        expect(restored).toEqual(written);
        const app = await restoredApp(target);
        try {
          await expectSameInstallation(source, app);
        } finally {
          await app.close();
        }
      } finally {
        await source.t.close();
        await target.close();
      }
    },
  );
});
