import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import { createKeyring, keyIdOf } from '../crypto/field-cipher';
import { resolveJournalKeyring } from '../crypto/journal-key';
import { scratchDir } from '../test/backup-fixture';
import { planSecretFiles, secretsOf, writeSecretFiles } from './secrets';

// Where a restore puts the backup's secrets, and which environments it refuses.

const root = scratchDir('secrets');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const authSecret = 'the-backups-auth-secret-0123456789abcdef';
const current = randomBytes(32);
const older = randomBytes(32);
const backup = secretsOf(authSecret, createKeyring(current, [older]));
let count = 0;
const target = (env: { authSecret?: string; current?: Buffer; previous?: Buffer[] }) => ({
  dataDir: path.join(root, `data-${count++}`),
  authSecret: env.authSecret,
  journalKey: { current: env.current, previous: env.previous ?? [] },
});

/** The keyring and auth secret the server would use in the target after the files are written. */
function afterRestore(place: ReturnType<typeof target>) {
  writeSecretFiles(planSecretFiles(backup, place));
  const keys = resolveJournalKeyring({
    configured: place.journalKey.current,
    previous: place.journalKey.previous,
    dataDir: place.dataDir,
  });
  return {
    authSecret: resolveAuthSecret(place.authSecret, place.dataDir),
    current: keys.current.id,
    keys: [...keys.keys.keys()].sort(),
  };
}

const allKeys = [keyIdOf(current), keyIdOf(older)].sort();

describe('the backup’s secrets in a restored installation', () => {
  it('are written into DATA_DIR when the environment sets none, and the older keys stay set', () => {
    const place = target({ previous: [older] });
    expect(afterRestore(place)).toEqual({ authSecret, current: keyIdOf(current), keys: allKeys });
    expect(fs.statSync(path.join(place.dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('are not written where the environment already sets the same; one missing older key goes into the key file', () => {
    const place = target({ authSecret, current });
    expect(afterRestore(place)).toEqual({ authSecret, current: keyIdOf(current), keys: allKeys });
    expect(fs.existsSync(path.join(place.dataDir, 'auth-secret'))).toBe(false);
  });

  it('refuse a different AUTH_SECRET, naming it', () => {
    expect(() => planSecretFiles(backup, target({ authSecret: 'x'.repeat(40) }))).toThrow(
      'AUTH_SECRET is set to another value than the backup’s auth secret; nothing was changed.',
    );
  });

  it('refuse a different JOURNAL_ENCRYPTION_KEY, naming it and the backup’s key id', () => {
    expect(() => planSecretFiles(backup, target({ current: randomBytes(32) }))).toThrow(
      `JOURNAL_ENCRYPTION_KEY is set to another key than the backup’s journal key (id ${keyIdOf(current)})`,
    );
  });

  it('refuse when an older key is missing and the key file is taken by the current one', () => {
    expect(() => planSecretFiles(backup, target({}))).toThrow(
      `The backup’s journal entries may need older keys (id ${keyIdOf(older)}) that JOURNAL_ENCRYPTION_OLD_KEYS does not hold`,
    );
  });
});
