import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { keyIdOf, parseKey, type Keyring } from '../crypto/field-cipher';
import { journalKeyFile, resolveJournalKeyring } from '../crypto/journal-key';
import { BackupError } from './backup-error';

// The secrets a restored installation needs to be the same installation: the auth secret (signed
// session cookies and tokens stay valid) and every journal key (sealed entries stay readable;
// decision 018). They travel inside the sealed archive only.

const authSecretFile = 'auth-secret';

export const secretsSchema = z.object({
  /** null when the installation had none yet (it never started). */
  authSecret: z.string().min(32).nullable(),
  /** base64 keys, the current one first; empty when the installation had none yet. */
  journalKeys: z.array(z.string().refine((text) => parseKey(text) !== undefined)),
});
export type BackupSecrets = z.infer<typeof secretsSchema>;

/** The secrets of a keyring and auth secret the caller already has (a running app's, in tests). */
export function secretsOf(authSecret: string | null, keyring: Keyring | null): BackupSecrets {
  if (!keyring) return { authSecret, journalKeys: [] };
  const previous = [...keyring.keys.values()].filter((key) => !key.equals(keyring.current.key));
  return {
    authSecret,
    journalKeys: [keyring.current.key, ...previous].map((key) => key.toString('base64')),
  };
}

type SecretsConfig = {
  dataDir: string;
  authSecret: string | undefined;
  journalKey: { current: Buffer | undefined; previous: Buffer[] };
};

/**
 * The installation's secrets where the server reads them (the environment, else DATA_DIR), without
 * generating any: a backup writes nothing into the installation.
 */
export function readInstallationSecrets(config: SecretsConfig): BackupSecrets {
  const file = path.join(config.dataDir, authSecretFile);
  const authSecret =
    config.authSecret ?? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null);
  const hasKey =
    config.journalKey.current !== undefined ||
    fs.existsSync(path.join(config.dataDir, journalKeyFile));
  const keyring = hasKey
    ? resolveJournalKeyring({
        configured: config.journalKey.current,
        previous: config.journalKey.previous,
        dataDir: config.dataDir,
      })
    : null;
  return secretsOf(authSecret, keyring);
}

export type SecretFiles = { file: string; text: string }[];

/**
 * Where the backup's secrets go in the target: into DATA_DIR where the environment leaves them
 * unset (resolveAuthSecret and resolveJournalKeyring read them there), nowhere where it already
 * holds the same value. A different configured value is refused: restored sessions and sealed
 * entries need the backup's.
 */
export function planSecretFiles(backup: BackupSecrets, target: SecretsConfig): SecretFiles {
  const files: SecretFiles = [];
  if (backup.authSecret !== null) {
    if (target.authSecret === undefined)
      files.push({ file: path.join(target.dataDir, authSecretFile), text: backup.authSecret });
    else if (target.authSecret !== backup.authSecret)
      throw new BackupError(
        'AUTH_SECRET is set to another value than the backup’s auth secret; nothing was changed. ' +
          'Unset AUTH_SECRET (the backup’s is then restored into DATA_DIR/auth-secret), or set it ' +
          'to the value it had where the backup was made.',
      );
  }
  const [current, ...previous] = backup.journalKeys.map((text) => parseKey(text)!);
  if (!current) return files;
  const keyFile = (key: Buffer) => ({
    file: path.join(target.dataDir, journalKeyFile),
    text: `${key.toString('base64')}\n`,
  });
  const configured = [target.journalKey.current, ...target.journalKey.previous].filter(
    (key): key is Buffer => key !== undefined,
  );
  const missing = (keys: Buffer[]) => keys.filter((key) => !configured.some((k) => k.equals(key)));
  let older: Buffer[];
  if (target.journalKey.current === undefined) {
    // The key file is what the server seals with when JOURNAL_ENCRYPTION_KEY is unset.
    files.push(keyFile(current));
    older = missing(previous);
  } else if (!target.journalKey.current.equals(current)) {
    throw new BackupError(
      `JOURNAL_ENCRYPTION_KEY is set to another key than the backup’s journal key (id ${keyIdOf(current)}); ` +
        'nothing was changed. Unset JOURNAL_ENCRYPTION_KEY (the backup’s key is then restored into ' +
        'DATA_DIR/journal-key), or set it to the key in use where the backup was made.',
    );
  } else {
    // A key file beside a configured key is read as an older key (resolveJournalKeyring).
    older = missing(previous);
    if (older.length === 1) files.push(keyFile(older.shift()!));
  }
  if (older.length > 0)
    throw new BackupError(
      `The backup’s journal entries may need older keys (id ${older.map(keyIdOf).join(', ')}) that ` +
        'JOURNAL_ENCRYPTION_OLD_KEYS does not hold; nothing was changed. Set JOURNAL_ENCRYPTION_OLD_KEYS ' +
        'as it was where the backup was made.',
    );
  return files;
}

/** Writes the planned files, readable by the owner only, never over an existing one. */
export function writeSecretFiles(files: SecretFiles) {
  for (const { file, text } of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  }
}
