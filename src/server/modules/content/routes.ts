import {
  contentInput,
  contentItem,
  contentListQuery,
  contentPage,
  contentUpdate,
  narrateContentInput,
  type ContentPage,
} from '@contracts/content';
import { z } from '@hono/zod-openapi';
import { recordingQuery } from '@contracts/recordings';
import { timeZone } from '@contracts/time';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import { contentTypeOf, openItem, rulesFor } from '@server/modules/access';
import { createContentNarrator, type ContentNarrationDeps } from './narration';
import { asReadBy } from './preview';
import {
  attachRecording,
  removeRecording,
  sharedTranscoder,
  type RecordingDeps,
} from './recording';
import { createSharedAnswers } from './shared-answers';
import { viewerDay } from './visibility';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  sharedLibraryPageKey,
  updateContent,
} from './service';

/** The reader's zone: what is visible depends on their date (docs/decisions/009); else the profile's. */
const zoneQuery = z.object({ timeZone: timeZone.optional() });

const list = defineRoute('user', {
  method: 'get',
  path: '/content',
  summary:
    'Content newest first with its category; staff with the content permission also see drafts and scheduled items',
  request: { query: contentListQuery.extend(zoneQuery.shape) },
  responses: { 200: json(contentPage, 'A page of content') },
});

const getOne = defineRoute('user', {
  method: 'get',
  path: '/content/{id}',
  summary: 'One content item (404 when the viewer may not see it)',
  request: { params: idParam, query: zoneQuery },
  responses: { 200: json(contentItem, 'The item') },
});

const create = defineRoute('content', {
  method: 'post',
  path: '/admin/content',
  summary: 'Create content (created_by is the current user)',
  request: jsonBody(contentInput),
  responses: { 201: json(contentItem, 'Created') },
});

const update = defineRoute('content', {
  method: 'patch',
  path: '/admin/content/{id}',
  summary: 'Update content',
  request: { params: idParam, ...jsonBody(contentUpdate) },
  responses: { 200: json(contentItem, 'Updated') },
});

const narration = defineRoute('content', {
  method: 'post',
  path: '/admin/content/{id}/narration',
  summary:
    "Narrate the item's body with the voice provider; its audio is replaced by the narration (audited)",
  request: { params: idParam, ...jsonBody(narrateContentInput) },
  responses: { 200: json(contentItem, 'The item with its new audio') },
});

const recordingFile = z.string().openapi({ type: 'string', format: 'binary' });

const putRecording = defineRoute('content', {
  method: 'put',
  path: '/admin/content/{id}/recording',
  summary:
    "Upload a person's recording of the item as the body (MP3, M4A, OGG or WAV; at most 50 MB and 30 minutes): levelled to MP3, it plays in place of the narration, marked Read by readerName (audited)",
  request: {
    params: idParam,
    query: recordingQuery,
    body: {
      content: {
        'audio/mpeg': { schema: recordingFile },
        'audio/mp4': { schema: recordingFile },
        'audio/ogg': { schema: recordingFile },
        'audio/wav': { schema: recordingFile },
        'application/octet-stream': { schema: recordingFile },
      },
      required: true,
    },
  },
  responses: {
    200: json(contentItem, 'The item with the recording as its audio'),
    413: { description: 'Larger than 50 MB' },
  },
});

const deleteRecording = defineRoute('content', {
  method: 'delete',
  path: '/admin/content/{id}/recording',
  summary: "Remove the item's recording: the narration it stood in for (or none) plays again",
  request: { params: idParam },
  responses: { 200: json(contentItem, 'The item with its narration back') },
});

const remove = defineRoute('content', {
  method: 'delete',
  path: '/admin/content/{id}',
  summary: 'Delete content',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

export function createContentRoutes(
  deps: ContentNarrationDeps & Partial<Pick<RecordingDeps, 'recordings'>>,
) {
  const { db } = deps;
  const recordingDeps = { ...deps, recordings: deps.recordings ?? sharedTranscoder() };
  const narrateItem = createContentNarrator(deps);
  const libraryPages = createSharedAnswers<string>(deps.bus);
  return createRouter()
    .openapi(list, async (c) => {
      const viewer = c.get('viewer');
      const query = c.req.valid('query');
      const rules = await rulesFor(db, viewer);
      const day = viewerDay(viewer, query.timeZone);
      const answer = async () => {
        const page = await listContent(db, viewer, query, day);
        // Free members browse every item, its texts as previews (listing is not opening, decision
        // 033); what the Access rules keep from them is left out.
        const items = page.items.map((item) => asReadBy(item, rules));
        return JSON.stringify({ ...page, items } satisfies ContentPage);
      };
      const key = sharedLibraryPageKey(viewer, query, day, rules);
      const body = key ? await libraryPages(key, answer) : await answer();
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    })
    .openapi(getOne, async (c) => {
      const viewer = c.get('viewer');
      const { timeZone } = c.req.valid('query');
      const item = await getContent(db, viewer, c.req.valid('param').id, timeZone);
      const rules = await rulesFor(db, viewer);
      const type = contentTypeOf(item);
      await openItem(
        db,
        viewer,
        rules,
        { key: `content:${item.id}`, type, hasAudio: item.audioUrl !== null },
        timeZone,
      );
      return c.json(asReadBy(item, rules), 200);
    })
    .openapi(create, async (c) =>
      c.json(await createContent(deps, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateContent(deps, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(narration, async (c) => {
      const { id } = c.req.valid('param');
      const viewer = c.get('viewer');
      await narrateItem(id, c.req.valid('json'), viewer);
      return c.json(await getContent(db, viewer, id), 200);
    })
    .openapi(putRecording, async (c) => {
      const { id } = c.req.valid('param');
      const viewer = c.get('viewer');
      // The app's body limit for this path (app.ts) has refused a body over the limit already.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await attachRecording(recordingDeps, viewer, id, bytes, c.req.valid('query').readerName);
      return c.json(await getContent(db, viewer, id), 200);
    })
    .openapi(deleteRecording, async (c) => {
      const { id } = c.req.valid('param');
      const viewer = c.get('viewer');
      await removeRecording(deps, viewer, id);
      return c.json(await getContent(db, viewer, id), 200);
    })
    .openapi(remove, async (c) => {
      await deleteContent(deps, c.req.valid('param').id, c.get('viewer'));
      return c.body(null, 204);
    });
}
