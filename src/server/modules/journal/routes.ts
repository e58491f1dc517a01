import {
  journalEntry,
  journalEntryInput,
  journalEntryUpdate,
  journalListQuery,
  journalPage,
  journalStats,
  journalStatsQuery,
  markAnsweredInput,
} from '@contracts/journal';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import {
  createEntry,
  deleteEntry,
  getEntry,
  journalStats as stats,
  listEntries,
  setAnswered,
  updateEntry,
} from './service';
import type { JournalStore } from './sealing';

const list = defineRoute('user', {
  method: 'get',
  path: '/journal',
  summary:
    "The signed-in person's own entries, newest first; search title and content, filter by category and mood",
  request: { query: journalListQuery },
  responses: { 200: json(journalPage, 'A page of entries') },
});

const statsRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/stats',
  summary: 'Total entries, this week, answered prayers and the days streak, in local days',
  request: { query: journalStatsQuery },
  responses: { 200: json(journalStats, 'Figures') },
});

const getOne = defineRoute('user', {
  method: 'get',
  path: '/journal/{id}',
  summary: 'One of your own entries',
  request: { params: idParam },
  responses: { 200: json(journalEntry, 'The entry') },
});

const create = defineRoute('premium', {
  method: 'post',
  path: '/journal',
  summary: 'Write an entry (premium)',
  request: jsonBody(journalEntryInput),
  responses: { 201: json(journalEntry, 'Created') },
});

const update = defineRoute('user', {
  method: 'patch',
  path: '/journal/{id}',
  summary: 'Change your own entry',
  request: { params: idParam, ...jsonBody(journalEntryUpdate) },
  responses: { 200: json(journalEntry, 'Updated') },
});

const remove = defineRoute('user', {
  method: 'delete',
  path: '/journal/{id}',
  summary: 'Delete your own entry',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

const markAnswered = defineRoute('user', {
  method: 'put',
  path: '/journal/{id}/answer',
  summary: 'Mark a prayer as answered, with an optional note',
  request: { params: idParam, ...jsonBody(markAnsweredInput) },
  responses: { 200: json(journalEntry, 'Marked') },
});

const unmarkAnswered = defineRoute('user', {
  method: 'delete',
  path: '/journal/{id}/answer',
  summary: 'Take back "answered"',
  request: { params: idParam },
  responses: { 200: json(journalEntry, 'Unmarked') },
});

export function createJournalRoutes(store: JournalStore) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await listEntries(store, c.get('viewer'), c.req.valid('query')), 200),
    )
    .openapi(statsRoute, async (c) =>
      c.json(await stats(store, c.get('viewer'), c.req.valid('query').timeZone), 200),
    )
    .openapi(getOne, async (c) =>
      c.json(await getEntry(store, c.get('viewer'), c.req.valid('param').id), 200),
    )
    .openapi(create, async (c) =>
      c.json(await createEntry(store, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateEntry(store, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteEntry(store, c.get('viewer'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(markAnswered, async (c) =>
      c.json(
        await setAnswered(store, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(unmarkAnswered, async (c) =>
      c.json(await setAnswered(store, c.get('viewer'), c.req.valid('param').id, null), 200),
    );
}
