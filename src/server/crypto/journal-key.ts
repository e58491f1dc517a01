import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createKeyring, keyBytes, parseKey, type Keyring } from './field-cipher';

export const journalKeyFile = 'journal-key';

/** The key file holds something that is not a 32-byte base64 key: refuse to start, say where. */
export class JournalKeyError extends Error {}

/**
 * The journal's keyring (decision 018): JOURNAL_ENCRYPTION_KEY when set; otherwise the key kept in
 * DATA_DIR/journal-key, generated there on first start (as AUTH_SECRET is, readable by the owner
 * only). Previous keys (JOURNAL_ENCRYPTION_OLD_KEYS) stay readable. A key file beside a configured
 * key is read too, so entries sealed before the key was configured do not become unreadable.
 */
export function resolveJournalKeyring(options: {
  configured: Buffer | undefined;
  previous: Buffer[];
  dataDir: string;
}): Keyring {
  const file = path.join(options.dataDir, journalKeyFile);
  const kept = readKeyFile(file);
  if (options.configured) {
    const extra = kept && !kept.equals(options.configured) ? [kept] : [];
    return createKeyring(options.configured, [...options.previous, ...extra]);
  }
  if (kept) return createKeyring(kept, options.previous);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(keyBytes);
  // 'wx': never overwrite a key another process has just written.
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return createKeyring(key, options.previous);
}

function readKeyFile(file: string): Buffer | undefined {
  if (!fs.existsSync(file)) return undefined;
  const key = parseKey(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new JournalKeyError(
      `${file} does not hold a journal key (base64 of 32 bytes); restore it from a backup, or set JOURNAL_ENCRYPTION_KEY`,
    );
  return key;
}
