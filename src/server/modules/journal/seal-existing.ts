import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sealedSqlPattern } from '@server/crypto/field-cipher';
import { journalEntries } from '@server/db/schema/journal';
import type { Logger } from '@server/logger';
import { readWords, sealWords, type JournalStore } from './sealing';

// Rows written before the words were sealed, and rows sealed with a key that is being retired, are
// rewritten here under the current key (decision 018). SQL migrations cannot do it: they do not
// know the key. Each pass walks the table once by id in batches, so it ends however many rows
// there are, and running it again finds nothing left to do.

/** The key the journal's words are sealed with is missing: refuse to start, say which. */
export class JournalKeyMissingError extends Error {}

const batchSize = 200;
const { title, content, scripture, answerNote, tags } = journalEntries;

/** A text column whose value is plain, or sealed with a key other than `keyId` (when given). */
function notSealedWith(column: PgColumn, keyId?: string): SQL {
  return keyId
    ? sql`${column} not like ${`enc:v1:${keyId}:%`}`
    : sql`${column} !~ ${sealedSqlPattern}`;
}

function needsSealing(keyId?: string) {
  const tagCheck = keyId ? sql`not like ${`enc:v1:${keyId}:%`}` : sql`!~ ${sealedSqlPattern}`;
  return or(
    notSealedWith(title, keyId),
    notSealedWith(content, keyId),
    and(sql`${scripture} is not null`, notSealedWith(scripture, keyId)),
    and(sql`${answerNote} is not null`, notSealedWith(answerNote, keyId)),
    sql`exists (select 1 from unnest(${tags}) as tag where tag ${tagCheck})`,
  )!;
}

/** The ids of every key some stored word is sealed with. */
export async function keyIdsInUse({ db }: JournalStore): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select distinct substr(value, 8, 8) as key_id from (
      select title as value from journal_entries
      union all select content from journal_entries
      union all select scripture from journal_entries where scripture is not null
      union all select answer_note from journal_entries where answer_note is not null
      union all select unnest(tags) from journal_entries
    ) as sealed where value ~ ${sealedSqlPattern}`);
  // node-postgres and PGlite answer { rows }.
  const rows = (result as { rows: { key_id: string }[] }).rows;
  return rows.map((row) => row.key_id);
}

/**
 * Rewrites every row that is not wholly sealed (`plain`), or not wholly sealed with the current key
 * (`rotate`), under the current key. A row changed by someone else between the read and the write
 * is left for the next run (the write only lands if the row still holds what was read).
 */
export async function sealRows(store: JournalStore, mode: 'plain' | 'rotate') {
  const { db, keys } = store;
  const condition = needsSealing(mode === 'rotate' ? keys.current.id : undefined);
  let sealed = 0;
  let skipped = 0;
  let lastId: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: journalEntries.id,
        userId: journalEntries.userId,
        title,
        content,
        scripture,
        answerNote,
        tags,
      })
      .from(journalEntries)
      .where(and(condition, lastId ? gt(journalEntries.id, lastId) : undefined))
      .orderBy(asc(journalEntries.id))
      .limit(batchSize);
    if (rows.length === 0) return { sealed, skipped };
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const { id: _, userId: __, ...words } = readWords(keys, row);
        const updated = await tx
          .update(journalEntries)
          .set(sealWords(keys, row, words))
          .where(
            and(
              eq(journalEntries.id, row.id),
              eq(title, row.title),
              eq(content, row.content),
              row.scripture === null ? isNull(scripture) : eq(scripture, row.scripture),
              row.answerNote === null ? isNull(answerNote) : eq(answerNote, row.answerNote),
              eq(tags, row.tags),
            ),
          )
          .returning({ id: journalEntries.id });
        if (updated.length > 0) sealed++;
        else skipped++;
      }
    });
    lastId = rows.at(-1)!.id;
  }
}

/**
 * The start-up step, after the SQL migrations and before the server takes requests: refuses to
 * start when stored words are sealed with a key that is not configured (they could not be read),
 * then seals every row still in plain text.
 */
export async function sealJournalAtStart(store: JournalStore, logger: Logger) {
  const missing = (await keyIdsInUse(store)).filter((id) => !store.keys.keys.has(id));
  if (missing.length > 0)
    throw new JournalKeyMissingError(
      `Journal entries are encrypted with key ${missing.join(', ')}, which is not configured: set JOURNAL_ENCRYPTION_KEY (or JOURNAL_ENCRYPTION_OLD_KEYS) to that key, or restore DATA_DIR/journal-key`,
    );
  const { sealed, skipped } = await sealRows(store, 'plain');
  if (sealed > 0 || skipped > 0)
    logger.info({ count: sealed, skipped }, 'journal entries encrypted at rest');
  return sealed;
}
