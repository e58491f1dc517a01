import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bothWays, postTodaysPsalm, send } from '../test/first-screen-drawing';
import { startLiveServer, type LivePerson, type LiveServer } from '../test/live-server';
import { adminTabs } from './tab-config';

/**
 * The portal declares its first screen too (decision 162): the /admin/* route's loader runs the
 * open tab's own `firstScreen`, and the page is drawn once from it. Proven as the member pages are
 * (src/web/routes/first-screen.test.tsx): the same page drawn by discovery (drawn again and again
 * until it asks for nothing more) must ask for exactly the same answers and draw the same HTML.
 * A tab the viewer may not open must ask for nothing.
 */
let server: LiveServer;
const zone = 'America/Chicago';
let categoryName = '';

beforeAll(async () => {
  server = await startLiveServer('user', 'moderator', 'super_admin');
  const { user, super_admin: staff } = server.people as Record<string, LivePerson>;
  // Something on the tabs' first screens: a psalm, an item, a workflow, a reported post.
  await postTodaysPsalm(server, staff!, zone);
  const categories = (await (
    await fetch(`${server.baseUrl}/api/categories`, { headers: { cookie: staff!.cookie } })
  ).json()) as { items: { id: string; name: string }[] };
  categoryName = categories.items[0]!.name;
  const item = await send(server, staff!, 'POST', '/api/admin/content', {
    title: 'Evening prayer',
    description: 'A prayer for the evening',
    categoryId: categories.items[0]!.id,
    isPublished: true,
  });
  await send(server, staff!, 'POST', '/api/admin/workflows', {
    title: 'Morning walk',
    contentItems: [item.id],
  });
  const post = await send(server, user!, 'POST', '/api/community/posts', {
    title: 'Please pray',
    content: 'For my family this week',
  });
  await send(server, staff!, 'POST', `/api/community/posts/${post.id}/report`, { reason: 'spam' });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** Drawn both ways for `reader` in the test's zone (src/web/test/first-screen-drawing.ts). */
const drawnBothWays = (reader: LivePerson | null, path: string) =>
  bothWays(server, reader, path, zone);

/** Each tab, one call its first screen makes, and a text of the data seeded above it shows. */
const tabPages: Record<string, [asks: string, shows?: () => string]> = {
  content: ['/api/content?', () => 'Evening prayer'],
  categories: ['/api/categories', () => categoryName],
  workflows: ['/api/workflows?', () => 'Morning walk'],
  automation: ['/api/admin/automation/settings'],
  psalms: ['/api/admin/psalms/recent', () => 'A psalm for this morning'],
  import: ['/api/categories'],
  seeder: ['/api/admin/system-status'],
  stats: ['/api/admin/stats'],
  subscriptions: ['/api/admin/subscriptions?', () => server.people.user!.email],
  widgets: ['/api/admin/widgets/settings'],
  'access-control': ['/api/admin/access-settings'],
  'admin-management': ['/api/admin/admins', () => server.people.super_admin!.email],
  settings: ['/api/admin/admins', () => server.people.super_admin!.email],
  moderation: ['/api/moderation/queue', () => 'For my family this week'],
};

describe('the first screen of each portal tab, for a super admin', () => {
  it('covers every tab', () => {
    expect(Object.keys(tabPages).sort()).toEqual(adminTabs.map((tab) => tab.id).sort());
  });

  it.each(adminTabs.map((tab) => tab.id))(
    '/admin/%s: the loader answers exactly what the tab draws',
    async (tabId) => {
      const [asks, shows] = tabPages[tabId]!;
      const drawn = await drawnBothWays(server.people.super_admin!, `/admin/${tabId}`);
      expect(drawn.kind).toBe('page');
      expect(drawn.asked.some((call) => call.startsWith(asks))).toBe(true);
      if (shows) expect(drawn.html).toContain(shows());
    },
  );
});

describe("the portal's other screens", () => {
  it('/admin sends a super admin to the first tab', async () => {
    const drawn = await drawnBothWays(server.people.super_admin!, '/admin');
    expect(drawn).toMatchObject({ kind: 'redirect', to: '/admin/content', asked: ['/api/me'] });
  });

  it('an unknown tab sends its reader to the first tab, asking for nothing', async () => {
    const drawn = await drawnBothWays(server.people.super_admin!, '/admin/nowhere');
    expect(drawn).toMatchObject({ kind: 'redirect', to: '/admin/content', asked: ['/api/me'] });
  });

  it('a tab the role may not open is not asked for (a moderator on Admin Settings)', async () => {
    const drawn = await drawnBothWays(server.people.moderator!, '/admin/settings');
    expect(drawn.kind).toBe('page');
    expect(drawn.asked).toEqual(['/api/me']);
    expect(drawn.html).toContain('data-testid="permission-gate"');
  });

  it('a moderator opens a tab they may: its first screen comes with it', async () => {
    const drawn = await drawnBothWays(server.people.moderator!, '/admin/moderation');
    expect(drawn.asked.some((call) => call.startsWith('/api/moderation/queue'))).toBe(true);
  });

  it('a member without a staff role sees access denied, asking for nothing', async () => {
    const drawn = await drawnBothWays(server.people.user!, '/admin/content');
    expect(drawn.kind).toBe('page');
    expect(drawn.asked).toEqual(['/api/me']);
    expect(drawn.html).toContain(server.people.user!.email);
  });

  it('a visitor not signed in sees the sign-in page, asking for nothing', async () => {
    const drawn = await drawnBothWays(null, '/admin/content');
    expect(drawn.kind).toBe('page');
    expect(drawn.asked).toEqual(['/api/me']);
    expect(drawn.html).toContain('type="password"');
  });

  it('/admin/setup asks for its link’s setup state, for a visitor too', async () => {
    const drawn = await drawnBothWays(null, '/admin/setup?token=not-the-token');
    expect(drawn.kind).toBe('page');
    expect(drawn.asked).toEqual(['/api/me', '/api/setup/status?token=not-the-token']);
  });
});
