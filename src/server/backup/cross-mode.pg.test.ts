import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backUp,
  emptyTarget,
  expectSameInstallation,
  freshPglite,
  passphrase,
  populatedInstallation,
  restoredApp,
  scratchDir,
} from '../test/backup-fixture';
import { restoreBackup } from './restore';

// Moving between kinds of database: an embedded installation restored into PostgreSQL (how a
// congregation moves up), and back.

const dir = scratchDir('cross-mode');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cases = [
  { from: 'pglite', to: 'postgres' },
  { from: 'postgres', to: 'pglite' },
] as const;

describe('backup and restore across kinds of database', () => {
  for (const { from, to } of cases)
    it(`moves an installation from ${from} to ${to}`, { timeout: 120_000 }, async () => {
      const source = await populatedInstallation(
        from === 'pglite' ? await freshPglite() : undefined,
      );
      const target = await emptyTarget(to);
      try {
        const file = path.join(dir, `${from}.age`);
        expect((await backUp(source, file)).source).toBe(from);
        await restoreBackup(file, passphrase, target.target);
        const app = await restoredApp(target);
        try {
          expect(app.database.kind).toBe(to);
          await expectSameInstallation(source, app);
        } finally {
          await app.close();
        }
      } finally {
        await source.t.close();
        await target.close();
      }
    });
});
