import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveServer, type LivePerson, type LiveServer } from '../test/live-server';
import { bothWays, postTodaysPsalm, send } from '../test/first-screen-drawing';

/**
 * Each member page declares its first screen's data beside its route (decision 162) and is drawn
 * once from it. Proven against what the page itself asks for: the same page drawn by discovery
 * (drawn again and again until it asks for nothing more) must ask for exactly the same answers,
 * and draw the same HTML. A query the loader forgot would be asked again by the browser after
 * hydration; one it asks for needlessly costs every member's page a read.
 */
let server: LiveServer;
const zone = 'America/Chicago';

beforeAll(async () => {
  server = await startLiveServer('premium', 'user', 'super_admin');
  const { premium, user, super_admin: staff } = server.people as Record<string, LivePerson>;
  // Something on every first screen: today's psalm, narrated, an item half heard, an entry, a
  // post, a group.
  const psalm = await postTodaysPsalm(server, staff!, zone);
  const audioUrl = 'https://media.example.test/narration.mp3';
  await send(server, staff!, 'PATCH', `/api/admin/content/${psalm.id}`, {
    audioUrl,
    isPublished: true,
  });
  const item = await send(server, staff!, 'POST', '/api/admin/content', {
    title: 'Evening prayer',
    description: 'A prayer for the evening',
    categoryId: (
      (await (
        await fetch(`${server.baseUrl}/api/categories`, { headers: { cookie: staff!.cookie } })
      ).json()) as { items: { id: string }[] }
    ).items[0]!.id,
    isPublished: true,
    audioUrl,
  });
  for (const reader of [premium!, user!]) {
    await send(server, reader, 'PUT', `/api/listening/${item.id}`, {
      positionMs: 60_000,
      durationMs: 600_000,
    });
    await send(server, reader, 'POST', '/api/community/posts', {
      title: 'Please pray',
      content: 'For my family this week',
    });
  }
  await send(server, premium!, 'POST', '/api/journal', {
    title: 'Morning prayer',
    content: 'Thank you',
  });
  await send(server, premium!, 'POST', '/api/groups', {
    name: 'Tuesday circle',
    description: 'We pray on Tuesdays',
  });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** Each member page, and a text of the data seeded above that its first screen shows. */
const memberPages: [path: string, shows: string][] = [
  ['/dashboard', 'Evening prayer'],
  ['/psalm', 'A psalm for this morning'],
  ['/workflows', 'Workflows'],
  ['/library', 'Evening prayer'],
  ['/journal', 'Journal'],
  ['/community', 'For my family this week'],
  ['/groups', 'Groups'],
  ['/account', 'Account'],
  ['/subscription', 'Premium'],
];

describe.each([
  ['a premium member', () => server.people.premium!],
  ['a free member', () => server.people.user!],
])('the first screen of each member page, for %s', (_, reader) => {
  it.each(memberPages)(
    '%s: the loader answers exactly what the page draws',
    async (path, shows) => {
      const declared = await bothWays(server, reader(), path, zone);
      expect(declared.kind).toBe('page');
      expect(declared.html).toContain(shows);
    },
  );
});
