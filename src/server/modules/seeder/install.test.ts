import { eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '@server/db/schema/content';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { installStarterLibrary } from './install';
import { narrateQueued, pendingNarrations } from './narration-queue';
import { starterLibrary } from '@server/modules/starter-library';

// A fresh installation gets the starter library once, and each item is read aloud in the
// background, one at a time, into an MP3 the media route serves (decision 055).

const logger = pino({ level: 'silent' });
let t: TestContext;
let admin: TestUser;

const install = () => installStarterLibrary({ db: t.db, bus: t.bus, logger });
const narrateNext = () =>
  narrateQueued({ db: t.db, bus: t.bus, media: t.media, voice: t.voice, logger }, { max: 1 });
const withBodies = () =>
  t.db.select({ id: content.id }).from(content).where(isNotNull(content.body));

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('the starter library on a fresh installation', () => {
  it('is installed once, published, with bodies, and every item is queued for narration', async () => {
    expect(await install()).toBe(starterLibrary.length);

    const page = await (await t.request('/api/content?limit=100', { cookie: admin.cookie })).json();
    expect(page.items.map((item: { title: string }) => item.title).sort()).toEqual(
      starterLibrary.map((item) => item.title).sort(),
    );
    expect(page.items.every((item: { isPublished: boolean }) => item.isPublished)).toBe(true);
    expect(await withBodies()).toHaveLength(starterLibrary.length);
    expect((await pendingNarrations(t.db)).sort()).toEqual(
      page.items.map((item: { id: string }) => item.id).sort(),
    );

    // A second start installs nothing more.
    expect(await install()).toBe(0);
  });

  it('narrates the queue one item at a time into audio the media route serves', async () => {
    const [first] = await pendingNarrations(t.db);
    expect(await narrateNext()).toBe(1);

    const [row] = await t.db.select().from(content).where(eq(content.id, first!));
    expect(row).toMatchObject({ audioGenerated: true });
    expect(row!.audioUrl).toMatch(/^\/media\/psalms\/.+\.mp3$/);
    const audio = await t.request(row!.audioUrl!, { cookie: admin.cookie });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    // An MP3 starts with an ID3 tag or an MPEG frame header.
    expect(bytes[0] === 0x49 || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);

    // What is done leaves the queue (kept in the database: a restart carries on from here), and
    // its Portuguese and Spanish narrations wait after every English one (decision 073).
    const pending = await pendingNarrations(t.db);
    expect(pending).not.toContain(first);
    expect(pending).toHaveLength(starterLibrary.length + 1);
    expect(pending.slice(-2)).toEqual([`${first}:pt`, `${first}:es`]);
  });

  it('gives the item back when the server stops mid-narration: first again, not a failure', async () => {
    const [first] = await pendingNarrations(t.db);
    const stopping = new AbortController();
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    // A voice that reads until it is told to stop.
    const voice = {
      ...t.voice,
      speak: (_text: string, _preset: string, options?: { signal?: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => {
          reading();
          options?.signal?.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    };
    const run = narrateQueued({
      db: t.db,
      bus: t.bus,
      media: t.media,
      voice,
      logger,
      signal: stopping.signal,
    });
    await started;
    stopping.abort();
    expect(await run).toBe(0);
    expect((await pendingNarrations(t.db))[0]).toBe(first);
    // The lease went with the stop: the next start narrates it at once.
    expect(await narrateNext()).toBe(1);
    expect(await pendingNarrations(t.db)).not.toContain(first);
  });

  it('drops items deleted before their turn, and is not installed again once emptied', async () => {
    const everything = await t.db.select({ id: content.id }).from(content);
    for (const { id } of everything) {
      const deleted = await t.request(`/api/admin/content/${id}`, {
        method: 'DELETE',
        cookie: admin.cookie,
      });
      expect(deleted.status).toBeLessThan(300);
    }

    expect(await narrateNext()).toBe(0);
    expect(await install()).toBe(0);
    expect(await t.db.select({ id: content.id }).from(content)).toHaveLength(0);
  });
});

describe('an installation that already has content', () => {
  it('keeps its library and never gets the starter library, even once emptied', async () => {
    const other = await createTestContext();
    try {
      const staff = await other.createUser({ role: 'admin' });
      await other.request('/api/admin/seed', { method: 'POST', cookie: staff.cookie });
      const installOther = () => installStarterLibrary({ db: other.db, bus: other.bus, logger });
      expect(await installOther()).toBe(0);
      for (const { id } of await other.db.select({ id: content.id }).from(content))
        await other.request(`/api/admin/content/${id}`, { method: 'DELETE', cookie: staff.cookie });
      expect(await installOther()).toBe(0);
      expect(await other.db.select({ id: content.id }).from(content)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
