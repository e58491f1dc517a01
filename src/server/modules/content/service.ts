import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  ContentInput,
  ContentItem,
  ContentListQuery,
  ContentUpdate,
} from '../../../contracts/content';
import { contentInput, contentUpdate } from '../../../contracts/content';
import type { Db } from '../../db/connection';
import { categories, content } from '../../db/schema/content';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../../http/env';
import { afterCursor, containsPattern, cursorKey, toPage } from '../../http/pagination';
import type { RealtimeContentOp } from '../../../contracts/realtime';
import type { MediaStorage } from '../../media/storage';
import type { EventBus } from '../../realtime/bus';
import { holdCategory, isMissingCategoryViolation, missingCategory } from '../categories/hold';
import { releaseAudio } from './audio';
import {
  isVisibleNow,
  releaseDate,
  utcDate,
  visibilityFor,
  visibleOn,
  type VisibilityFields,
} from './visibility';

const columns = {
  id: content.id,
  title: content.title,
  description: content.description,
  audioUrl: content.audioUrl,
  durationMinutes: content.durationMinutes,
  difficultyLevel: content.difficultyLevel,
  categoryId: content.categoryId,
  scheduledFor: content.scheduledFor,
  isPublished: content.isPublished,
  createdBy: content.createdBy,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
  audioGenerated: content.audioGenerated,
  isDailyPsalm: content.isDailyPsalm,
  generatedPsalm: content.generatedPsalm,
  psalmPrompt: content.psalmPrompt,
  psalmTheme: content.psalmTheme,
  psalmDate: content.psalmDate,
  categoryName: categories.name,
  categoryColor: categories.color,
  cursorKey: cursorKey(content.createdAt),
};

type Row = { [K in keyof typeof columns]: unknown } & {
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  createdAt: Date;
  updatedAt: Date;
  cursorKey: string;
};

function toItem(row: Row): ContentItem & { cursorKey: string } {
  const { categoryName, categoryColor, ...rest } = row;
  return {
    ...(rest as unknown as ContentItem),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category:
      row.categoryId && categoryName
        ? { id: row.categoryId, name: categoryName, color: categoryColor ?? '#3B82F6' }
        : null,
    cursorKey: row.cursorKey,
  };
}

const selectContent = (db: Db) =>
  db.select(columns).from(content).leftJoin(categories, eq(categories.id, content.categoryId));

/**
 * Newest first, with the category joined; non-staff only ever see what is visible on their day
 * (`timeZone`: the zone their client reports, else their profile's).
 */
export async function listContent(
  db: Db,
  viewer: Viewer | null,
  query: ContentListQuery & { limit: number; timeZone?: string },
) {
  const visibility = visibilityFor(viewer, query.timeZone);
  const staff = visibility === undefined;
  const conditions: (SQL | undefined)[] = [
    visibility,
    afterCursor(query.cursor, content.createdAt, content.id),
    query.q ? ilike(content.title, containsPattern(query.q)) : undefined,
    query.categoryId ? eq(content.categoryId, query.categoryId) : undefined,
    query.difficulty ? eq(content.difficultyLevel, query.difficulty) : undefined,
    query.dailyPsalm ? eq(content.isDailyPsalm, query.dailyPsalm === 'true') : undefined,
  ];
  // Staff's status filter: published = out for members (UTC day), scheduled = published, not yet.
  const today = utcDate();
  if (staff && query.status === 'published') conditions.push(visibleOn(today));
  if (staff && query.status === 'draft') conditions.push(eq(content.isPublished, false));
  if (staff && query.status === 'scheduled') {
    conditions.push(and(eq(content.isPublished, true), sql`${releaseDate} > ${today}`));
  }
  const rows = await selectContent(db)
    .where(and(...conditions))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(query.limit + 1);
  return toPage((rows as Row[]).map(toItem), query.limit);
}

export async function getContent(db: Db, viewer: Viewer | null, id: string, timeZone?: string) {
  const [row] = await selectContent(db)
    .where(and(eq(content.id, id), visibilityFor(viewer, timeZone)))
    .limit(1);
  if (!row) throw notFound('That content');
  const { cursorKey: _, ...item } = toItem(row as Row);
  return item;
}

/** What an announcement needs of a written row. */
const announced = {
  id: content.id,
  title: content.title,
  isPublished: content.isPublished,
  scheduledFor: content.scheduledFor,
  isDailyPsalm: content.isDailyPsalm,
  psalmDate: content.psalmDate,
  audioUrl: content.audioUrl,
};

async function announce(
  bus: EventBus,
  op: RealtimeContentOp,
  row: VisibilityFields & { id: string; title: string },
) {
  // One event reaches every member, so it says "published" only when members may open it now.
  await bus.publish({
    type: 'content.changed',
    data: { id: row.id, op, title: row.title, is_published: isVisibleNow(row) },
  });
}

/**
 * Writes content into its category within one transaction that holds the category, so a delete of
 * that category at the same moment cannot leave it without one (../categories/hold.ts).
 */
async function inCategory<T>(
  db: Db,
  categoryId: string | undefined,
  write: (tx: Db) => Promise<T>,
) {
  try {
    return await db.transaction(async (tx) => {
      if (categoryId) await holdCategory(tx, categoryId);
      return write(tx);
    });
  } catch (error) {
    if (isMissingCategoryViolation(error)) throw missingCategory();
    throw error;
  }
}

export async function createContent(db: Db, bus: EventBus, viewer: Viewer, input: ContentInput) {
  const values = contentInput.parse(input);
  const [row] = await inCategory(db, values.categoryId, (tx) =>
    tx
      .insert(content)
      .values({ ...values, createdBy: viewer.id })
      .returning(announced),
  );
  await announce(bus, 'insert', row!);
  return getContent(db, viewer, row!.id);
}

export async function updateContent(
  deps: { db: Db; bus: EventBus; media: MediaStorage },
  viewer: Viewer,
  id: string,
  input: ContentUpdate,
) {
  const { db, bus } = deps;
  const values = contentUpdate.parse(input);
  const before = await getContent(db, viewer, id);
  if (Object.keys(values).length === 0) return before;
  const [row] = await inCategory(db, values.categoryId, (tx) =>
    tx.update(content).set(values).where(eq(content.id, id)).returning(announced),
  );
  if (!row) throw notFound('That content');
  // Audio replaced or cleared: the old file goes unless another item uses it.
  if (before.audioUrl !== row.audioUrl) await releaseAudio(db, deps.media, before.audioUrl);
  const [wasVisible, isVisible] = [isVisibleNow(before), isVisibleNow(row)];
  if (wasVisible && !isVisible) {
    // Readers hear of the withdrawal under the title they saw: a new title set in the same edit
    // belongs to a draft and stays with staff.
    await announce(bus, 'unpublish', { ...row, title: before.title });
  } else {
    await announce(bus, !wasVisible && isVisible ? 'publish' : 'update', row);
  }
  return getContent(db, viewer, id);
}

/** Deletes content; its audio file goes with it (members could still fetch it by URL otherwise). */
export async function deleteContent(
  deps: { db: Db; bus: EventBus; media: MediaStorage },
  id: string,
) {
  const [row] = await deps.db.delete(content).where(eq(content.id, id)).returning(announced);
  if (!row) throw notFound('That content');
  await releaseAudio(deps.db, deps.media, row.audioUrl);
  await announce(deps.bus, 'delete', row);
}
