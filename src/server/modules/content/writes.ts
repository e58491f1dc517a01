import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { MediaStorage } from '@server/media/storage';
import type { EventBus } from '@server/realtime/bus';
import { announce, announced, announceMany } from './announce';
import { releaseAudio, removeOwnAudio } from './audio';
import { holdCategories, inTransaction, type CategoryRef } from './in-category';

// The content table's writes (docs/decisions/010): this module is the only one that inserts, updates
// or deletes content, so every write holds its category and announces itself by the one visibility
// rule. Psalms, automation, the seeder and the importer call these.

export type ContentWriteDeps = { db: Db; bus: EventBus; media: MediaStorage };

/** A new item's columns; its category is given apart (held while the item is written). */
export type NewContent = Omit<
  typeof content.$inferInsert,
  'id' | 'categoryId' | 'createdAt' | 'updatedAt'
>;

/** Runs in the write's transaction after the rows are in: a staff write's audit row goes with it. */
export type OnWritten<T> = (tx: Db, written: T) => Promise<unknown>;

/**
 * Inserts one item into its category and announces it. `freshAudio`: the item's audio file was made
 * for it (a narration), so it is removed when the item is not written (nothing else would serve it).
 */
export async function insertContent(
  deps: ContentWriteDeps,
  values: NewContent,
  options: {
    category: CategoryRef | null;
    freshAudio?: boolean;
    onWritten?: OnWritten<typeof content.$inferSelect>;
  },
) {
  let row;
  try {
    row = await inTransaction(deps.db, async (tx) => {
      const { category } = options;
      const categoryId = category ? (await holdCategories(tx, [category]))(category) : null;
      const [saved] = await tx
        .insert(content)
        .values({ ...values, categoryId })
        .returning();
      await options.onWritten?.(tx, saved!);
      return saved!;
    });
  } catch (error) {
    if (options.freshAudio && values.audioUrl) await removeOwnAudio(deps.media, values.audioUrl);
    throw error;
  }
  await announce(deps.bus, 'insert', row);
  return row;
}

const batchSize = 500;
/**
 * How many progress reports an import of any size gives: its batches shrink to make them, so ten
 * items count up one by one instead of showing "0 of 10" until all are written.
 */
const progressSteps = 20;

/**
 * Inserts many items in one transaction, in batches of at most 500 so progress can be reported between them
 * and the event loop stays free for other requests; a failure writes none of them. `onlyIf` is
 * asked first in the same transaction (the seeder's "only into an empty library"); when it answers
 * false nothing is written. Announced one event per item, or one for all (`summary`: an import).
 */
export async function insertMany(
  deps: Pick<ContentWriteDeps, 'db' | 'bus'>,
  items: readonly (NewContent & { category: CategoryRef })[],
  options: {
    announce: 'each' | 'summary';
    onlyIf?: (tx: Db) => Promise<boolean>;
    onProgress?: (done: number, total: number) => Promise<unknown> | void;
    onWritten?: OnWritten<{ id: string }[]>;
  },
) {
  const total = items.length;
  const size = options.onProgress
    ? Math.min(batchSize, Math.max(1, Math.ceil(total / progressSteps)))
    : batchSize;
  const rows = await inTransaction(deps.db, async (tx) => {
    if (options.onlyIf && !(await options.onlyIf(tx))) return [];
    const idOf = await holdCategories(
      tx,
      items.map((item) => item.category),
    );
    const written = [];
    for (let start = 0; start < total; start += size) {
      const batch = items.slice(start, start + size);
      written.push(
        ...(await tx
          .insert(content)
          .values(batch.map(({ category, ...item }) => ({ ...item, categoryId: idOf(category) })))
          .returning(announced)),
      );
      await options.onProgress?.(Math.min(start + size, total), total);
    }
    await options.onWritten?.(tx, written);
    return written;
  });
  if (options.announce === 'summary') await announceMany(deps.bus, rows);
  else for (const row of rows) await announce(deps.bus, 'insert', row);
  return rows;
}

/**
 * Gives an item the audio file it lacks and announces the change. False when it has one by now (a
 * narration running at the same time got there first): the new file, made for it, is removed.
 */
export async function attachAudio(
  deps: ContentWriteDeps,
  id: string,
  audioUrl: string,
  durationMinutes?: number,
) {
  const [row] = await deps.db
    .update(content)
    .set({ audioUrl, audioGenerated: true, ...(durationMinutes ? { durationMinutes } : {}) })
    .where(and(eq(content.id, id), isNull(content.audioUrl)))
    .returning(announced);
  if (!row) {
    await removeOwnAudio(deps.media, audioUrl);
    return false;
  }
  await announce(deps.bus, 'update', row);
  return true;
}

/**
 * Gives an item a narration made for it in place of whatever audio it had (staff narrate its body
 * again after an edit) and announces the change; `onWritten` (the audit row) runs in the same
 * transaction. The replaced file goes unless another item still uses it. Null when the item is
 * gone, and the new file, made for it, is removed then or when the write fails. While a person's
 * recording plays (decision 072) the narration replaces the one kept aside for it, never the
 * recording.
 */
export async function replaceAudio(
  deps: ContentWriteDeps,
  id: string,
  audioUrl: string,
  onWritten?: OnWritten<{ id: string; title: string }>,
  durationMinutes?: number,
) {
  let written;
  try {
    written = await inTransaction(deps.db, async (tx) => {
      const [before] = await tx
        .select({
          audioUrl: content.audioUrl,
          audioReadBy: content.audioReadBy,
          narrationAudioUrl: content.narrationAudioUrl,
        })
        .from(content)
        .where(eq(content.id, id))
        .for('update');
      if (!before) return null;
      const recorded = before.audioReadBy !== null;
      const minutes = durationMinutes ? { durationMinutes } : {};
      const [row] = await tx
        .update(content)
        .set(
          recorded
            ? { narrationAudioUrl: audioUrl, narrationDurationMinutes: durationMinutes ?? null }
            : { audioUrl, audioGenerated: true, ...minutes },
        )
        .where(eq(content.id, id))
        .returning(announced);
      await onWritten?.(tx, row!);
      return { row: row!, replaced: recorded ? before.narrationAudioUrl : before.audioUrl };
    });
  } catch (error) {
    await removeOwnAudio(deps.media, audioUrl);
    throw error;
  }
  if (!written) {
    await removeOwnAudio(deps.media, audioUrl);
    return null;
  }
  await announce(deps.bus, 'update', written.row);
  if (written.replaced !== audioUrl) await releaseAudio(deps.db, deps.media, written.replaced);
  return written.row;
}

/**
 * Publishes an item held as a draft (AI Auto's review queue, decision 053) and announces it; null
 * when it is gone. A daily psalm whose day and language already has a published one fails on the
 * one-psalm-a-day index, as any save would.
 */
export async function publishHeldContent(deps: ContentWriteDeps, id: string) {
  const [row] = await deps.db
    .update(content)
    .set({ isPublished: true })
    .where(eq(content.id, id))
    .returning(announced);
  if (!row) return null;
  await announce(deps.bus, 'publish', row);
  return row;
}

/**
 * Rewrites an unpublished item's words (a held draft edited before approval): the title, its text
 * and how long it takes, and its audio when the text was narrated again. The replaced audio file
 * goes. Null when the item is gone or already published (members may have read it: not a draft).
 */
export async function reviseHeldContent(
  deps: ContentWriteDeps,
  id: string,
  values: Pick<
    NewContent,
    | 'title'
    | 'description'
    | 'body'
    | 'generatedPsalm'
    | 'durationMinutes'
    | 'audioUrl'
    | 'audioGenerated'
  >,
) {
  const [before] = await deps.db
    .select({
      audioUrl: content.audioUrl,
      audioReadBy: content.audioReadBy,
      narrationAudioUrl: content.narrationAudioUrl,
    })
    .from(content)
    .where(and(eq(content.id, id), eq(content.isPublished, false)));
  // A person's recording stays (decision 072): the new narration is kept aside for it.
  const recorded = Boolean(before?.audioReadBy);
  const { audioUrl, audioGenerated: _, durationMinutes, ...words } = values;
  const set = recorded
    ? {
        ...words,
        ...(audioUrl
          ? { narrationAudioUrl: audioUrl, narrationDurationMinutes: durationMinutes ?? null }
          : {}),
      }
    : values;
  const [row] = before
    ? await deps.db
        .update(content)
        .set(set)
        .where(and(eq(content.id, id), eq(content.isPublished, false)))
        .returning(announced)
    : [];
  if (!row) {
    if (values.audioUrl) await removeOwnAudio(deps.media, values.audioUrl);
    return null;
  }
  await announce(deps.bus, 'update', row);
  const replaced = recorded ? (audioUrl ? before!.narrationAudioUrl : null) : before!.audioUrl;
  if (replaced && replaced !== (recorded ? audioUrl : row.audioUrl))
    await releaseAudio(deps.db, deps.media, replaced);
  return row;
}

/**
 * Deletes the items that match `where`, each with its audio file (members could still fetch it by
 * URL otherwise) and each announced; answers how many went.
 */
export async function deleteContentWhere(deps: ContentWriteDeps, where: SQL): Promise<number> {
  const rows = await deps.db
    .delete(content)
    .where(where)
    .returning({ ...announced, narrationAudioUrl: content.narrationAudioUrl });
  // Announced first: kept pages (decision 061) drop the items even if a file's removal fails.
  for (const row of rows) await announce(deps.bus, 'delete', row);
  for (const row of rows) {
    await releaseAudio(deps.db, deps.media, row.audioUrl);
    await releaseAudio(deps.db, deps.media, row.narrationAudioUrl);
  }
  return rows.length;
}
