import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { readStream, type SseStream } from '@server/test/sse-client';
import { reportFigures } from '../support/figures';
import { findLeaks } from './find-leaks';
import {
  getOperations,
  plan,
  type GetOperation,
  type OpenApiDocument,
  type PlannedRequest,
} from './get-operations';
import { buildLeakWorld, ok, type LeakWorld } from './leak-world';

// The leak check (decision 027): what status codes cannot show. A world of rows member A may not see (drafts,
// future-dated items, hidden posts and comments, premium-only words, B's journal, sessions and
// progress, the author of an anonymous post); then every GET operation of the OpenAPI document,
// called as A and as nobody with every id of that world, must answer without any of them, and the
// realtime stream A holds open while staff and B make more such rows must carry none either.

let t: TestContext;
let world: LeakWorld;
let operations: GetOperation[];
const figures = { operations: 0, requests: 0, events: 0, leaks: 0 };

beforeAll(async () => {
  t = await createTestContext();
  world = await buildLeakWorld(t);
  const response = await t.request('/api/openapi.json');
  operations = getOperations((await response.json()) as OpenApiDocument);
}, 120_000);

afterAll(async () => {
  reportFigures('leaks', [
    { name: 'GET routes checked', value: figures.operations },
    { name: 'requests checked', value: figures.requests },
    { name: 'realtime events checked', value: figures.events },
    { name: 'leaks found', value: figures.leaks, goal: '0' },
  ]);
  await t?.close();
});

type Answer = { status: number; body: string };

/** One planned request as a caller; an event stream is read up to its first event, then closed. */
async function answer(request: PlannedRequest, caller: TestUser | undefined): Promise<Answer> {
  const response = await t.request(request.url, { cookie: caller?.cookie });
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const stream = readStream(response);
    const first = await stream.next();
    await stream.close();
    return { status: response.status, body: JSON.stringify(first) };
  }
  return { status: response.status, body: await response.text() };
}

/** An answer with the id it was asked about taken out: what it says about that id's existence. */
const shape = (result: Answer, id: string) =>
  `${result.status} ${result.body.replaceAll(id, '<id>')}`;

describe('nothing A may not see appears in any answer', () => {
  const callers = () => [
    { name: 'member A (free)', user: world.a },
    { name: 'anonymous', user: undefined },
  ];

  it('every GET operation, as member A and as nobody, with every id of the world', async () => {
    const leaks: string[] = [];
    expect(operations.length).toBeGreaterThan(30);
    // A never-made id: rows A may not open must be answered exactly as this one is.
    const absent = randomUUID();
    const fill = {
      ids: [...world.allIds, absent],
      search: [...world.markers.keys()][0]!.slice(0, 16),
    };
    for (const operation of operations) {
      figures.operations++;
      for (const caller of callers()) {
        const requests = plan(operation, fill);
        const answers = new Map<string, Answer>();
        for (const request of requests) {
          const result = await answer(request, caller.user);
          figures.requests++;
          answers.set(request.url, result);
          for (const what of findLeaks(world, result.body, request.sent))
            leaks.push(`GET ${request.url} as ${caller.name} (${result.status}): ${what}`);
        }
        // Existence: a row A may not open is answered as an id that never existed.
        for (const request of requests) {
          const id = request.pathId;
          const what = id && world.unopenableIds.get(id);
          if (!id || !what) continue;
          const unknown = answers.get(request.url.replace(id, absent))!;
          const actual = answers.get(request.url)!;
          if (shape(actual, id) !== shape(unknown, absent))
            leaks.push(
              `GET ${request.url} as ${caller.name} tells ${what} from an unknown id: ${shape(actual, id).slice(0, 200)} vs ${shape(unknown, absent).slice(0, 200)}`,
            );
        }
      }
    }
    figures.leaks += leaks.length;
    expect(leaks).toEqual([]);
  });

  it('the realtime stream A holds open while staff and B make rows A may not see', async () => {
    const leaks: string[] = [];
    const streamed = operations.filter((operation) => operation.streams);
    expect(streamed.length).toBeGreaterThan(0);
    const streams: { url: string; stream: SseStream }[] = [];
    for (const operation of streamed) {
      if (operation.pathParams.length > 0)
        throw new Error(`GET ${operation.template}: a stream with path parameters is not handled`);
      const response = await t.request(operation.template, { cookie: world.a.cookie });
      expect(response.status).toBe(200);
      const stream = readStream(response);
      expect((await stream.next()).event).toBe('ready');
      streams.push({ url: operation.template, stream });
    }

    const { staff, b, c, mark } = world;
    const content = (fields: Record<string, unknown>) =>
      ok(t, staff, 'POST', '/api/admin/content', {
        categoryId: world.categoryId,
        ...fields,
      });
    const draft = await content({
      title: `Draft ${mark('draft made while A listens')}`,
      isPublished: false,
    });
    await ok(t, staff, 'PATCH', `/api/admin/content/${draft.id}`, {
      title: `Draft ${mark('draft retitled while A listens')}`,
      description: mark('draft description set while A listens'),
    });
    await content({
      title: `Later ${mark('item scheduled while A listens')}`,
      scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    // A published item made a draft under a new title: readers hear it went, by its old title.
    const withdrawn = await content({ title: 'Soon withdrawn' });
    await ok(t, staff, 'PATCH', `/api/admin/content/${withdrawn.id}`, {
      title: `Withdrawn ${mark('title given while withdrawing')}`,
      isPublished: false,
    });
    // B posts, then moderation hides it and B's comment; B writes in the journal.
    const post = await ok(t, b, 'POST', '/api/community/posts', {
      title: 'Evening',
      content: 'Thanks',
    });
    const comment = await ok(t, b, 'POST', `/api/community/posts/${post.id}/comments`, {
      content: mark('comment hidden while A listens'),
    });
    world.privateIds.set(comment.id, 'a comment hidden while A listens');
    await ok(t, staff, 'POST', `/api/moderation/comments/${comment.id}/hide`);
    await ok(t, b, 'PATCH', `/api/community/posts/${post.id}`, {
      content: mark('post text changed just before it was hidden'),
    });
    await ok(t, staff, 'POST', `/api/moderation/posts/${post.id}/hide`);
    const entry = await ok(t, b, 'POST', '/api/journal', {
      title: mark('journal entry written while A listens'),
      content: 'words',
    });
    world.privateIds.set(entry.id, 'a journal entry written while A listens');
    // C posts anonymously: the event must not say who.
    await ok(t, c, 'POST', '/api/community/posts', {
      title: 'Quietly',
      content: 'Pray for me',
      isAnonymous: true,
    });
    // Last, an item A may see: once it arrives, every event before it has been delivered.
    const sentinel = await content({ title: 'The last event' });

    for (const { url, stream } of streams) {
      for (;;) {
        const event = await stream.next(10_000);
        figures.events++;
        for (const what of findLeaks(world, JSON.stringify(event)))
          leaks.push(`${url} event ${event.event} to member A: ${what}`);
        if ((event.data as { id?: string }).id === sentinel.id) break;
      }
      await stream.close();
    }
    expect(figures.events).toBeGreaterThan(3);
    figures.leaks += leaks.length;
    expect(leaks).toEqual([]);
  });
});
