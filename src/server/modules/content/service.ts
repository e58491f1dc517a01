import { and, desc, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  ContentInput,
  ContentItem,
  ContentListItem,
  ContentListQuery,
  ContentUpdate,
} from '@contracts/content';
import { contentDurationMinutes, contentInput, contentUpdate } from '@contracts/content';
import type { Db } from '@server/db/connection';
import { oncePerDatabase } from '@server/db/once-per-database';
import { categories, content } from '@server/db/schema/content';
import { notFound, validationFailed } from '@server/http/app-error';
import { recordingPlays } from '@contracts/recordings';
import type { Viewer } from '@server/http/env';
import {
  afterCursor,
  cursorKey,
  decodeCursor,
  olderThanKey,
  toPage,
} from '@server/http/pagination';
import { isLimited, type FreeRules } from '@server/modules/access';
import { announce, announced } from './announce';
import { checkClientAudioUrl, releaseAudio } from './audio';
import { holdCategories, inTransaction } from './in-category';
import { openingLength, openingOf, previewOf, previewText, wholeText } from './preview';
import {
  inReadersLanguage,
  isVisibleNow,
  releaseDate,
  seesOnlyVisible,
  utcDate,
  viewerDay,
  visibilityFor,
  visibleOn,
} from './visibility';
import { changedFields, recordAudit, type AuditActor } from '@server/modules/audit/service';
import { deleteContentWhere, insertContent, type ContentWriteDeps } from './writes';
import { inSeededLanguage, seededTextsLanguage } from './seeded-texts';
import { searchIn, starterBodyIn } from './starter-texts';
import { asHeard, narrationsHeardIn } from './language-narrations';

// What a reader hears of an item in their language (decision 073): other modules' lists
// (Continue listening, a session's steps) and the media cleanup's prune reach it through here.
export { asHeard, narrationsHeardIn, pruneStaleLanguageNarrations } from './language-narrations';

/**
 * The item's texts: whole, or only their openings (`length` characters) for a limited viewer's
 * list, so the database never sends what the answer will not carry (docs/decisions/033).
 */
const textColumns = (length?: number | Placeholder) =>
  length === undefined
    ? { description: content.description, generatedPsalm: content.generatedPsalm }
    : {
        description: openingOf(content.description, length),
        generatedPsalm: openingOf(content.generatedPsalm, length),
      };

/** The columns in the order of the table (bench/baselines/hono-pg.ts reads them by position). */
function columnsWith(length?: number | Placeholder) {
  const { description, generatedPsalm } = textColumns(length);
  return {
    id: content.id,
    title: content.title,
    description,
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
    generatedPsalm,
    psalmPrompt: content.psalmPrompt,
    psalmTheme: content.psalmTheme,
    psalmDate: content.psalmDate,
    contentType: content.contentType,
    audioReadBy: content.audioReadBy,
    categoryName: categories.name,
    categoryColor: categories.color,
    cursorKey: cursorKey(content.createdAt),
  };
}

const selectContent = (db: Db, length?: number | Placeholder) =>
  db
    .select(columnsWith(length))
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId));

/**
 * One item as opening it answers it: the list's columns and the body, which lists and searches
 * never select (a body may be 50,000 characters; docs/decisions/054).
 */
const selectOpened = (db: Db) =>
  db
    .select({ ...columnsWith(), body: content.body })
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId));

type Row = Awaited<ReturnType<typeof selectContent>>[number];

/**
 * A row as the API answers it: dates as ISO strings, the category joined in (null when none); for a
 * limited viewer's list (`preview`), the texts cut to their previews at a word.
 */
function toItem(row: Row, preview = false): ContentListItem & { cursorKey: string } {
  const description = preview ? previewOf(row.description) : row.description;
  const generatedPsalm = preview ? previewOf(row.generatedPsalm) : row.generatedPsalm;
  // Field by field rather than by rest and spread: dropping four keys with `...rest` copied each
  // row through V8's slow path, a tenth of the server's CPU on a page of the library.
  return {
    id: row.id,
    title: row.title,
    description,
    audioUrl: row.audioUrl,
    durationMinutes: row.durationMinutes,
    difficultyLevel: row.difficultyLevel,
    categoryId: row.categoryId,
    scheduledFor: row.scheduledFor,
    isPublished: row.isPublished,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    audioGenerated: row.audioGenerated,
    isDailyPsalm: row.isDailyPsalm,
    generatedPsalm,
    psalmPrompt: row.psalmPrompt,
    psalmTheme: row.psalmTheme,
    psalmDate: row.psalmDate,
    contentType: row.contentType,
    readBy: row.audioReadBy,
    truncated: description !== row.description || generatedPsalm !== row.generatedPsalm,
    category:
      row.categoryId && row.categoryName
        ? { id: row.categoryId, name: row.categoryName, color: row.categoryColor ?? '#3B82F6' }
        : null,
    cursorKey: row.cursorKey,
  };
}

/** The library's length filter: the item's stated minutes within the named bounds. */
function durationWithin(duration: keyof typeof contentDurationMinutes) {
  const { min, max } = contentDurationMinutes[duration];
  return and(
    gte(content.durationMinutes, min),
    max === undefined ? undefined : lte(content.durationMinutes, max),
  );
}

/**
 * The member library's unfiltered pages, newest first, prepared once per database: building this
 * query with drizzle and having PostgreSQL plan it again on every request was a measurable part of
 * GET /api/content (decision 029). Placeholders: day, language, limit, textLength (how much of each text:
 * a preview's opening for a limited viewer, else wholeText), and after a page the cursor's at and id.
 */
const memberFeedOf = oncePerDatabase((db: Db) => {
  const newestFirst = [desc(content.createdAt), desc(content.id)] as const;
  const visible = and(
    visibleOn(sql.placeholder('day')),
    inReadersLanguage(sql.placeholder('language')),
  );
  const textLength = sql.placeholder('textLength');
  return {
    first: selectContent(db, textLength)
      .where(visible)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('content_member_feed_first'),
    after: selectContent(db, textLength)
      .where(and(visible, olderThanKey(content.createdAt, content.id)))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('content_member_feed_after'),
  };
});

/** A search or filter: the library as one reader narrowed it, not as every member opens it. */
const isFiltered = (query: ContentListQuery) =>
  Boolean(query.q || query.categoryId || query.difficulty || query.duration || query.dailyPsalm);

/**
 * The key a page of the library is kept under (shared-answers.ts): the members' unfiltered library
 * is the same for every reader of one day and language under the same free rules, so the key is
 * built of exactly those (`day`: viewerDay's, the one the page is then built for) and the rest of
 * the query. Null for any other page (staff see drafts; a search or filter is one reader's own),
 * which is built for its request.
 */
export function sharedLibraryPageKey(
  viewer: Viewer | null,
  query: ContentListQuery & { limit: number; timeZone?: string },
  day: string,
  rules: FreeRules | null,
): string | null {
  if (!seesOnlyVisible(viewer) || isFiltered(query)) return null;
  // What members' pages ignore stays out of the key (status is staff's filter).
  const { timeZone: _, status: __, ...page } = query;
  return JSON.stringify([
    day,
    seededTextsLanguage(viewer),
    viewer?.language ?? 'en',
    isLimited(viewer),
    rules,
    page,
  ]);
}

/**
 * Newest first, with the category joined; non-staff only ever see what is visible on their day
 * (`timeZone`: the zone their client reports, else their profile's), and the daily psalms of their
 * language (English on a day without one in theirs). A limited viewer (free or signed out) gets
 * each text's preview: listing never counts as opening (docs/decisions/044 and 033).
 */
export async function listContent(
  db: Db,
  viewer: Viewer | null,
  query: ContentListQuery & { limit: number; timeZone?: string },
  /** The reader's day, when the caller has it already (the page's key was built on it). */
  day = viewerDay(viewer, query.timeZone),
) {
  const filtered = isFiltered(query);
  const preview = isLimited(viewer);
  const language = seededTextsLanguage(viewer);
  // Each starter item's audio and length as this reader hears them (decision 073).
  const listed = async (rows: Row[]) => {
    const heard = await narrationsHeardIn(db, rows, language);
    return rows.map((row) => inSeededLanguage(asHeard(toItem(row, preview), heard), language));
  };
  if (seesOnlyVisible(viewer) && !filtered) {
    // The library as members open it, page after page: one statement prepared per connection.
    const page = {
      day,
      language: viewer?.language ?? 'en',
      limit: query.limit + 1,
      textLength: preview ? openingLength : wholeText,
    };
    const { first, after } = memberFeedOf(db);
    const rows = query.cursor
      ? await after.execute({ ...page, ...decodeCursor(query.cursor) })
      : await first.execute(page);
    return toPage(await listed(rows), query.limit);
  }
  const visibility = seesOnlyVisible(viewer) ? visibleOn(day) : undefined;
  const staff = visibility === undefined;
  const conditions: (SQL | undefined)[] = [
    visibility,
    staff ? undefined : inReadersLanguage(viewer?.language ?? 'en'),
    afterCursor(query.cursor, content.createdAt, content.id),
    // A search finds words of the body too, though the answer carries no body.
    query.q ? searchIn(query.q, language) : undefined,
    query.categoryId ? eq(content.categoryId, query.categoryId) : undefined,
    query.difficulty ? eq(content.difficultyLevel, query.difficulty) : undefined,
    query.duration ? durationWithin(query.duration) : undefined,
    query.dailyPsalm ? eq(content.isDailyPsalm, query.dailyPsalm === 'true') : undefined,
  ];
  // Staff's status filter: published = out for members (UTC day), scheduled = published, not yet.
  const today = utcDate();
  if (staff && query.status === 'published') conditions.push(visibleOn(today));
  if (staff && query.status === 'draft') conditions.push(eq(content.isPublished, false));
  if (staff && query.status === 'scheduled') {
    conditions.push(and(eq(content.isPublished, true), sql`${releaseDate} > ${today}`));
  }
  const rows = await selectContent(db, preview ? openingLength : undefined)
    .where(and(...conditions))
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(query.limit + 1);
  return toPage(await listed(rows), query.limit);
}

/** One item with its body, when the viewer may see it (404 otherwise). */
export async function getContent(
  db: Db,
  viewer: Viewer | null,
  id: string,
  timeZone?: string,
): Promise<ContentItem> {
  const [row] = await selectOpened(db)
    .where(and(eq(content.id, id), visibilityFor(viewer, timeZone)))
    .limit(1);
  if (!row) throw notFound('That content');
  const { body, ...listed } = row;
  const { cursorKey: _, ...item } = toItem(listed);
  const language = seededTextsLanguage(viewer);
  const heard = await narrationsHeardIn(db, [row], language);
  return inSeededLanguage(
    { ...asHeard(item, heard), body: starterBodyIn({ title: row.title, body }, language) },
    language,
  );
}

/**
 * What an audit row keeps of a body: its opening, not up to 50,000 characters twice per edit. The
 * whole text is the item's own; the row says that it changed and how it began.
 */
const auditedBody = <T extends Record<string, unknown>>(values: T): T =>
  typeof values.body === 'string' ? { ...values, body: previewText(values.body) } : values;
const bodyShortened = ({ before, after }: ReturnType<typeof changedFields>) => ({
  before: auditedBody(before),
  after: auditedBody(after),
});

/** Creates an item for the content form; created_by is the person saving it. */
export async function createContent(deps: ContentWriteDeps, viewer: Viewer, input: ContentInput) {
  const { categoryId, ...values } = contentInput.parse(input);
  checkClientAudioUrl(values.audioUrl);
  const row = await insertContent(
    deps,
    { ...values, createdBy: viewer.id },
    {
      category: { id: categoryId },
      onWritten: (tx, saved) =>
        recordAudit(tx, {
          actor: viewer,
          action: 'content.create',
          targetType: 'content',
          targetId: saved.id,
          targetLabel: saved.title,
          after: auditedBody({ ...values, categoryId }),
        }),
    },
  );
  return getContent(deps.db, viewer, row.id);
}

export async function updateContent(
  deps: ContentWriteDeps,
  viewer: Viewer,
  id: string,
  input: ContentUpdate,
) {
  const { db, bus } = deps;
  const values = contentUpdate.parse(input);
  const before = await getContent(db, viewer, id);
  if (Object.keys(values).length === 0) return before;
  checkClientAudioUrl(values.audioUrl, before.audioUrl);
  // A person's recording is changed through its own routes (decision 072), not the Audio URL field.
  if (before.readBy && values.audioUrl !== undefined && values.audioUrl !== before.audioUrl)
    throw validationFailed({ audioUrl: recordingPlays });
  const { categoryId } = values;
  const [row] = await inTransaction(db, async (tx) => {
    if (categoryId) await holdCategories(tx, [{ id: categoryId }]);
    const updated = await tx
      .update(content)
      .set(values)
      .where(eq(content.id, id))
      .returning(announced);
    if (updated.length > 0)
      await recordAudit(tx, {
        actor: viewer,
        action: 'content.update',
        targetType: 'content',
        targetId: id,
        targetLabel: values.title ?? before.title,
        ...bodyShortened(changedFields(before, values)),
      });
    return updated;
  });
  if (!row) throw notFound('That content');
  const [wasVisible, isVisible] = [isVisibleNow(before), isVisibleNow(row)];
  if (wasVisible && !isVisible) {
    // Readers hear of the withdrawal under the title they saw: a new title set in the same edit
    // belongs to a draft and stays with staff.
    await announce(bus, 'unpublish', { ...row, title: before.title });
  } else {
    await announce(bus, !wasVisible && isVisible ? 'publish' : 'update', row);
  }
  // Audio replaced or cleared: the old file goes unless another item uses it. After the news, so
  // a failure to remove it never leaves kept pages (decision 061) unaware of the change.
  if (before.audioUrl !== row.audioUrl) await releaseAudio(db, deps.media, before.audioUrl);
  return getContent(db, viewer, id);
}

/** Deletes an item; its audio file goes with it (./writes.ts). */
export async function deleteContent(deps: ContentWriteDeps, id: string, actor: AuditActor = null) {
  const [before] = await deps.db
    .select({
      title: content.title,
      categoryId: content.categoryId,
      isPublished: content.isPublished,
    })
    .from(content)
    .where(eq(content.id, id));
  const deleted = await deleteContentWhere(deps, eq(content.id, id));
  if (deleted === 0) throw notFound('That content');
  await recordAudit(deps.db, {
    actor,
    action: 'content.delete',
    targetType: 'content',
    targetId: id,
    targetLabel: before?.title ?? null,
    before: before ?? null,
  });
}
