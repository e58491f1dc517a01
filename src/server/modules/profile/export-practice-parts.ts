import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '@server/http/env';
import { contentOpens } from '@server/db/schema/billing';
import { userProgress } from '@server/db/schema/content';
import { listeningPositions } from '@server/db/schema/listening';
import { workflowSessions } from '@server/db/schema/workflows';
import { tablePart, type ExportDeps, type ExportPart, type JournalPages } from './export-part';
import { columnsOf, owned } from './export-rows';

/** The journal, through its own module (which reads its stored form), page by page. */
async function* journal(pages: JournalPages, member: Viewer): AsyncIterable<unknown> {
  let cursor: string | undefined;
  for (;;) {
    const page = await pages(member, { cursor, limit: 100 });
    yield* page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** What the member did in the app: journal, workflows, reading, listening and the daily opens. */
export function practiceParts({ db, journalPages }: ExportDeps): ExportPart[] {
  const simple = tablePart(db);
  return [
    {
      name: 'journalEntries',
      about: 'Your prayer journal, every entry in full (stored encrypted; here as you wrote it).',
      tables: ['journal_entries'],
      rows: (member) => journal(journalPages, member),
    },
    simple(
      'workflowSessions',
      'Each time you ran a guided workflow: the day, progress and notes.',
      workflowSessions,
      workflowSessions.userId,
    ),
    simple(
      'progress',
      'What you read or listened to, and for how long.',
      userProgress,
      userProgress.userId,
    ),
    {
      name: 'listeningPositions',
      about:
        'Where you stopped in each item you listened to, and when you last heard it to its end.',
      tables: ['listening_positions'],
      // One row per item (no id of its own): paged by the item's id.
      rows: (member) =>
        owned(
          db,
          listeningPositions,
          columnsOf(listeningPositions),
          listeningPositions.userId,
          listeningPositions.contentId,
          member.id,
        ),
    },
    {
      name: 'contentOpens',
      about: 'The content items you opened each day (this counts the free daily limit).',
      tables: ['content_opens'],
      rows: async function* (member) {
        const rows = await db
          .select(columnsOf(contentOpens))
          .from(contentOpens)
          .where(eq(contentOpens.userId, member.id))
          .orderBy(asc(contentOpens.day), asc(contentOpens.itemKey));
        yield* rows;
      },
    },
  ];
}
