import type { Config } from '../config';
import { resolveJournalKeyring } from '../crypto/journal-key';
import type { Database } from '../db/connection';
import { keyIdsInUse, sealRows } from '../modules/journal';

/**
 * `npm run admin -- rotate-journal-key` (decision 018): re-encrypts every journal entry under the
 * current key (JOURNAL_ENCRYPTION_KEY, or DATA_DIR/journal-key), opening older ones with the
 * previous keys (JOURNAL_ENCRYPTION_OLD_KEYS), then says whether an old key is still needed.
 */
export async function rotateJournalKey(config: Config, database: Database) {
  const keys = resolveJournalKeyring({
    configured: config.journalKey.current,
    previous: config.journalKey.previous,
    dataDir: config.dataDir,
  });
  const store = { db: database.db, keys };
  const { sealed, skipped } = await sealRows(store, 'rotate');
  const lines = [`Re-encrypted ${sealed} journal entries with key ${keys.current.id}.`];
  if (skipped > 0)
    lines.push(`${skipped} entries changed while this ran; run the command again for them.`);
  const older = (await keyIdsInUse(store)).filter((id) => id !== keys.current.id);
  lines.push(
    older.length === 0
      ? 'No entry needs an older key: the old keys can be removed from JOURNAL_ENCRYPTION_OLD_KEYS.'
      : `Entries still use key ${older.join(', ')}: keep it in JOURNAL_ENCRYPTION_OLD_KEYS and run the command again.`,
  );
  return lines.join('\n');
}
