import { and, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type {
  ContentInput,
  ContentItem,
  ContentListQuery,
  ContentUpdate,
} from '../../../contracts/content';
import { contentInput, contentUpdate } from '../../../contracts/content';
import type { Db } from '../../db/connection';
import { categories, content } from '../../db/schema/content';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../../http/env';
import { afterCursor, containsPattern, cursorKey, toPage } from '../../http/pagination';
import type { RealtimeContentOp } from '../../../contracts/realtime';
import type { EventBus } from '../../realtime/bus';
import { isVisibleNow, utcToday, visibilityFor, visibleToUsers } from './visibility';

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

/** Newest first, with the category joined; non-staff only ever see visible content. */
export async function listContent(
  db: Db,
  viewer: Viewer | null,
  query: ContentListQuery & { limit: number },
) {
  const staff = visibilityFor(viewer) === undefined;
  const conditions: (SQL | undefined)[] = [
    visibilityFor(viewer),
    afterCursor(query.cursor, content.createdAt, content.id),
    query.q ? ilike(content.title, containsPattern(query.q)) : undefined,
    query.categoryId ? eq(content.categoryId, query.categoryId) : undefined,
    query.difficulty ? eq(content.difficultyLevel, query.difficulty) : undefined,
    query.dailyPsalm ? eq(content.isDailyPsalm, query.dailyPsalm === 'true') : undefined,
  ];
  if (staff && query.status === 'published') conditions.push(visibleToUsers);
  if (staff && query.status === 'draft') conditions.push(eq(content.isPublished, false));
  if (staff && query.status === 'scheduled') {
    conditions.push(and(eq(content.isPublished, true), gt(content.scheduledFor, utcToday)));
  }
  const rows = await selectContent(db)
    .where(and(...conditions))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(query.limit + 1);
  return toPage((rows as Row[]).map(toItem), query.limit);
}

export async function getContent(db: Db, viewer: Viewer | null, id: string) {
  const [row] = await selectContent(db)
    .where(and(eq(content.id, id), visibilityFor(viewer)))
    .limit(1);
  if (!row) throw notFound('That content');
  const { cursorKey: _, ...item } = toItem(row as Row);
  return item;
}

async function assertCategoryExists(db: Db, categoryId: string) {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!found)
    throw new AppError(400, 'validation_failed', 'Please correct the highlighted fields.', {
      categoryId: 'That category does not exist',
    });
}

/** Today's UTC date by the server clock, for deciding what an event tells users. */
const today = () => new Date().toISOString().slice(0, 10);

async function announce(
  bus: EventBus,
  op: RealtimeContentOp,
  row: { id: string; title: string; isPublished: boolean; scheduledFor: string | null },
) {
  await bus.publish({
    type: 'content.changed',
    data: { id: row.id, op, title: row.title, is_published: isVisibleNow(row, today()) },
  });
}

export async function createContent(db: Db, bus: EventBus, viewer: Viewer, input: ContentInput) {
  const values = contentInput.parse(input);
  await assertCategoryExists(db, values.categoryId);
  const [row] = await db
    .insert(content)
    .values({ ...values, createdBy: viewer.id })
    .returning({
      id: content.id,
      title: content.title,
      isPublished: content.isPublished,
      scheduledFor: content.scheduledFor,
    });
  await announce(bus, 'insert', row!);
  return getContent(db, viewer, row!.id);
}

export async function updateContent(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  id: string,
  input: ContentUpdate,
) {
  const values = contentUpdate.parse(input);
  if (values.categoryId) await assertCategoryExists(db, values.categoryId);
  const before = await getContent(db, viewer, id);
  if (Object.keys(values).length === 0) return before;
  const [row] = await db.update(content).set(values).where(eq(content.id, id)).returning({
    id: content.id,
    title: content.title,
    isPublished: content.isPublished,
    scheduledFor: content.scheduledFor,
  });
  if (!row) throw notFound('That content');
  const day = today();
  const [wasVisible, isVisible] = [isVisibleNow(before, day), isVisibleNow(row, day)];
  if (wasVisible && !isVisible) {
    // Readers hear of the withdrawal under the title they saw: a new title set in the same edit
    // belongs to a draft and stays with staff.
    await announce(bus, 'unpublish', { ...row, title: before.title });
  } else {
    await announce(bus, !wasVisible && isVisible ? 'publish' : 'update', row);
  }
  return getContent(db, viewer, id);
}

export async function deleteContent(db: Db, bus: EventBus, id: string) {
  const [row] = await db.delete(content).where(eq(content.id, id)).returning({
    id: content.id,
    title: content.title,
    isPublished: content.isPublished,
    scheduledFor: content.scheduledFor,
  });
  if (!row) throw notFound('That content');
  await announce(bus, 'delete', row);
}
