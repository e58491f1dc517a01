import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { addDays, localDateIn } from '@contracts/time';
import { todayFor } from '@server/lib/today';
import { createOpenAiText } from '@server/providers/text/openai-text';
import { createOpenAiVoice } from '@server/providers/voice/openai-voice';
import { startFakeOpenAi } from '@server/test/fake-openai';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { dailyPsalm } from '@server/test/factories';

let t: TestContext;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  // Premium: free members get no audio while the Access tab keeps it from them (decision 044).
  reader = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const utcToday = () => new Date().toISOString().slice(0, 10);

/** A published daily psalm for a date, written as the generator would. */
const psalmOn = (date: string, title = `Psalm for ${date}`, createdAt?: string) =>
  dailyPsalm(t, date, { title, createdAt: createdAt ? new Date(createdAt) : undefined });

const post = (url: string, json: unknown, cookie = admin.cookie) =>
  t.request(url, { cookie, json });

describe('Manual tab: generate and save', () => {
  it('validates with the spec messages', async () => {
    const noPrompt = await post('/api/admin/psalms/generate', {
      prompt: '  ',
      theme: 'peace',
      date: utcToday(),
    });
    expect((await noPrompt.json()).error.fields.prompt).toBe('Please enter a prompt for the psalm');
    const noDate = await post('/api/admin/psalms/generate', { prompt: 'hope', theme: 'peace' });
    expect((await noDate.json()).error.fields.date).toBe('Please choose a date');
    const badTheme = await post('/api/admin/psalms/generate', {
      prompt: 'hope',
      theme: 'wrath',
      date: utcToday(),
    });
    expect((await badTheme.json()).error.fields.theme).toBeTruthy();
    const unsaved = await post('/api/admin/psalms', {
      prompt: 'hope',
      theme: 'peace',
      date: utcToday(),
      title: 'T',
      generatedPsalm: ' ',
    });
    expect((await unsaved.json()).error.fields.generatedPsalm).toBe(
      'Please generate a psalm first',
    );
  });

  it('generates offline, saves it narrated and published, and lists it among recent psalms', async () => {
    const date = addDays(utcToday(), -2);
    const generated = await post('/api/admin/psalms/generate', {
      prompt: 'for those who wait in hope',
      theme: 'trust',
      date,
    });
    expect(generated.status).toBe(200);
    const { title, generatedPsalm } = await generated.json();
    expect(title).toBe('A Psalm of Trust');
    expect(generatedPsalm).toContain('Composed offline');

    const saved = await post('/api/admin/psalms', {
      prompt: 'for those who wait in hope',
      theme: 'trust',
      date,
      title,
      generatedPsalm,
      narrate: true,
    });
    expect(saved.status).toBe(201);
    const psalm = await saved.json();
    expect(psalm.audioUrl).toMatch(/^\/media\/psalms\/[0-9a-f-]+\.mp3$/);

    const recent = await (
      await t.request('/api/admin/psalms/recent', { cookie: admin.cookie })
    ).json();
    expect(recent.items[0]).toMatchObject({
      id: psalm.id,
      title,
      psalmDate: date,
      psalmTheme: 'trust',
    });
    const row = (
      await t.database.sql(
        'select is_published, audio_generated, created_by from content where id = $1',
        [psalm.id],
      )
    ).rows[0];
    expect(row).toEqual({ is_published: true, audio_generated: true, created_by: admin.id });

    // The audio is served with range requests so the player can seek (to staff: free members get
    // no audio while the Access tab keeps it from them, docs/decisions/044).
    const full = await t.request(psalm.audioUrl, { cookie: admin.cookie });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    const size = Number(full.headers.get('content-length'));
    const part = await t.request(psalm.audioUrl, {
      cookie: admin.cookie,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(
      (
        await t.request(psalm.audioUrl, {
          cookie: admin.cookie,
          headers: { range: `bytes=${size}-` },
        })
      ).status,
    ).toBe(416);
    expect((await t.request('/media/../../etc/passwd')).status).toBe(404);

    const again = await post('/api/admin/psalms', {
      prompt: 'x',
      theme: 'trust',
      date,
      title: 'Second',
      generatedPsalm: 'text',
    });
    expect(again.status).toBe(409);
  });

  it('maps provider failures to the spec toasts', async () => {
    const fake = await startFakeOpenAi();
    const ctx = await createTestContext({
      text: createOpenAiText({
        kind: 'openai',
        baseUrl: fake.baseUrl,
        apiKey: 'k',
        timeoutMs: 1000,
        model: 'm',
      }),
    });
    try {
      const staff = await ctx.createUser({ role: 'admin' });
      const body = { prompt: 'hope', theme: 'joy', date: utcToday() };
      fake.state.mode = 'empty';
      const empty = await ctx.request('/api/admin/psalms/generate', {
        cookie: staff.cookie,
        json: body,
      });
      expect(empty.status).toBe(422);
      expect((await empty.json()).error.message).toBe('No psalm was generated');
      fake.state.mode = 'error';
      const failed = await ctx.request('/api/admin/psalms/generate', {
        cookie: staff.cookie,
        json: body,
      });
      expect(failed.status).toBe(502);
      expect((await failed.json()).error.message).toBe('Failed to generate psalm');
      fake.state.mode = 'ok';
      const ok = await ctx.request('/api/admin/psalms/generate', {
        cookie: staff.cookie,
        json: body,
      });
      expect((await ok.json()).title).toBe('Psalm of the Morning Light');
    } finally {
      await ctx.close();
      await fake.close();
    }
  }, 30_000);

  it('keeps generation to staff with the generation permission', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const response = await post(
      '/api/admin/psalms/generate',
      { prompt: 'x', theme: 'joy', date: utcToday() },
      moderator.cookie,
    );
    expect(response.status).toBe(403);
  });
});

describe('Psalm page', () => {
  it("finds today's psalm by the reader's local date: Tokyo and Los Angeles at the same instant", async () => {
    const instant = new Date('2026-06-01T20:00:00Z'); // 05:00 on the 2nd in Tokyo, 13:00 on the 1st in Los Angeles
    expect(todayFor({ timeZone: 'Asia/Tokyo' }, instant).today).toBe('2026-06-02');
    expect(todayFor({ timeZone: 'America/Los_Angeles' }, instant).today).toBe('2026-06-01');
    expect(todayFor({ timeZone: 'Not/AZone', storedTimeZone: 'Asia/Tokyo' }, instant).today).toBe(
      '2026-06-02',
    );
    expect(todayFor({}, instant).today).toBe('2026-06-01');

    const tokyo = localDateIn('Asia/Tokyo');
    const la = localDateIn('America/Los_Angeles');
    await psalmOn(tokyo, 'Tokyo psalm');
    if (la !== tokyo) await psalmOn(la, 'Los Angeles psalm');
    const inTokyo = await (
      await t.request('/api/psalms/today?timeZone=Asia/Tokyo', { cookie: reader.cookie })
    ).json();
    const inLa = await (
      await t.request('/api/psalms/today?timeZone=America/Los_Angeles', { cookie: reader.cookie })
    ).json();
    expect(inTokyo).toMatchObject({
      date: tokyo,
      psalm: { title: 'Tokyo psalm', psalmDate: tokyo },
    });
    expect(inLa).toMatchObject({
      date: la,
      psalm: { title: la === tokyo ? 'Tokyo psalm' : 'Los Angeles psalm' },
    });
    const nowhere = await (
      await t.request('/api/psalms/today?timeZone=Pacific/Kiritimati', { cookie: reader.cookie })
    ).json();
    if (![tokyo, la].includes(nowhere.date)) expect(nowhere.psalm).toBeNull();
  });

  it('features 30 days of psalms, at most 20, with the first of today’s dropped and 120-character excerpts', async () => {
    const ctx = await createTestContext();
    try {
      const user = await ctx.createUser();
      const today = utcToday();
      const insert = (date: string, title: string, minutesAgo: number) =>
        dailyPsalm(ctx, date, {
          title,
          text: `${title} ${'x'.repeat(200)}`,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        });
      for (let day = 0; day <= 35; day++)
        await insert(addDays(today, -day), `Day ${day}`, day * 1440);
      const body = await (
        await ctx.request('/api/psalms/featured?timeZone=UTC', { cookie: user.cookie })
      ).json();
      // Today's only psalm is the one on the page already, so it is dropped; then 19 more (20 were read).
      expect(body.items.map((item: { title: string }) => item.title)).toEqual(
        Array.from({ length: 19 }, (_, i) => `Day ${i + 1}`),
      );
      expect(body.items[0].excerpt).toHaveLength(120);
      expect(body.items[0].excerptIsPartial).toBe(true);
      // A text of exactly 120 characters is shown whole, so the card adds no ellipsis.
      await ctx.database.sql(`update content set generated_psalm = $1 where title = 'Day 1'`, [
        'y'.repeat(120),
      ]);
      // Announced as an edit through the content form is (what is kept of the day is let go).
      await ctx.bus.publish({
        type: 'content.changed',
        data: { id: body.items[0].id, op: 'update', title: 'Day 1', is_published: true },
      });
      const exact = await (
        await ctx.request('/api/psalms/featured?timeZone=UTC', { cookie: user.cookie })
      ).json();
      expect(exact.items[0]).toMatchObject({
        title: 'Day 1',
        excerpt: 'y'.repeat(120),
        excerptIsPartial: false,
      });
    } finally {
      await ctx.close();
    }
  });

  it('makes one paid voice call when many ask to narrate the same psalm at once', async () => {
    const fake = await startFakeOpenAi();
    fake.state.mode = 'slow';
    const ctx = await createTestContext({
      voice: createOpenAiVoice({
        kind: 'openai',
        baseUrl: fake.baseUrl,
        apiKey: 'k',
        timeoutMs: 10_000,
        model: 'tts-1',
      }),
    });
    try {
      const listener = await ctx.createUser({ premium: true });
      const sharedId = await dailyPsalm(ctx, utcToday(), {
        title: 'Shared',
        text: 'The Lord is my shepherd.',
      });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          ctx.request(`/api/psalms/${sharedId}/audio`, { cookie: listener.cookie, json: {} }),
        ),
      );
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(bodies.map((body) => body.audioUrl)).size).toBe(1);
      expect(
        fake.state.requests.filter((request) => request.path.endsWith('/audio/speech')),
      ).toHaveLength(1);
    } finally {
      await ctx.close();
      await fake.close();
    }
  }, 30_000);

  it('narrates a psalm that has text and no audio, once, saving it on the row', async () => {
    const id = await psalmOn(addDays(utcToday(), -3), 'Needs a voice');
    const otherVoice = await post(`/api/psalms/${id}/audio`, { voice: 'nova' }, reader.cookie);
    expect(otherVoice.status).toBe(400);
    expect((await otherVoice.json()).error.fields).toEqual({
      voice: 'Psalms are narrated in the onyx voice',
    });
    const first = await post(`/api/psalms/${id}/audio`, { voice: 'onyx' }, reader.cookie);
    expect(first.status).toBe(200);
    const { audioUrl } = await first.json();
    expect(audioUrl).toMatch(/\.mp3$/);
    const second = await post(`/api/psalms/${id}/audio`, {}, reader.cookie);
    expect((await second.json()).audioUrl).toBe(audioUrl);
    expect(
      (await t.database.sql('select audio_generated from content where id = $1', [id])).rows[0],
    ).toEqual({ audio_generated: true });
    expect(
      (await post('/api/psalms/00000000-0000-4000-8000-000000000000/audio', {}, reader.cookie))
        .status,
    ).toBe(404);
    // Only daily psalms are narrated here: other library items are not this endpoint's to voice.
    const [prayer] = (
      await t.database.sql(
        `insert into content (title, description, is_published) values ('A prayer', 'Lord, hear us.', true) returning id`,
      )
    ).rows;
    expect((await post(`/api/psalms/${prayer!.id}/audio`, {}, reader.cookie)).status).toBe(404);
  }, 30_000);
});

describe('psalm statistics, cleanup and the widget', () => {
  it('counts today, 7 and 30 days and the recent daily counts, and cleans up psalms older than 30 days with their audio', async () => {
    const ctx = await createTestContext();
    try {
      const staff = await ctx.createUser({ role: 'super_admin' });
      const today = utcToday();
      const oldDate = addDays(today, -45);
      const audioUrl = await ctx.media.save('psalms', Buffer.from('fake mp3'), 'mp3');
      // Tomorrow's psalm, saved ahead, counts in none of the figures.
      for (const [date, audio] of [
        [addDays(today, 1), null],
        [today, null],
        [addDays(today, -3), null],
        [addDays(today, -20), null],
        [oldDate, audioUrl],
      ] as const) {
        await dailyPsalm(ctx, date, { title: 'P', text: 'text', audioUrl: audio });
      }
      // An old test-run draft: cleaned up too, but announced to staff only.
      await dailyPsalm(ctx, oldDate, {
        title: 'Old draft (test run)',
        text: 'text',
        published: false,
      });
      const announced: RealtimeEvent[] = [];
      const stopListening = ctx.bus.subscribe((event) => announced.push(event));
      const stats = await (
        await ctx.request('/api/admin/psalms/stats', { cookie: staff.cookie })
      ).json();
      expect(stats).toMatchObject({ today: 1, last7Days: 2, last30Days: 3 });
      expect(stats.recentDailyCounts[0]).toEqual({ date: today, count: 1 });
      expect(stats.recentDailyCounts).toHaveLength(4);

      expect(await ctx.media.read(audioUrl)).not.toBeNull();
      const cleanup = await (
        await ctx.request('/api/admin/psalms/cleanup', { cookie: staff.cookie, method: 'POST' })
      ).json();
      expect(cleanup).toEqual({ deleted: 2, message: 'Deleted 2 psalms older than 30 days' });
      // On PostgreSQL the announcements travel through NOTIFY and may arrive after the answer.
      await expect.poll(() => announced.length).toBe(2);
      stopListening();
      expect(
        announced.map(
          (event) =>
            event.type === 'content.changed' && [
              event.data.op,
              event.data.title,
              event.data.is_published,
            ],
        ),
      ).toEqual(
        expect.arrayContaining([
          ['delete', 'P', true],
          ['delete', 'Old draft (test run)', false],
        ]),
      );
      expect(await ctx.media.read(audioUrl)).toBeNull();
      expect(
        (await ctx.database.sql('select count(*)::int as n from content where is_daily_psalm'))
          .rows[0],
      ).toEqual({ n: 4 });
      const again = await (
        await ctx.request('/api/admin/psalms/cleanup', { cookie: staff.cookie, method: 'POST' })
      ).json();
      expect(again.deleted).toBe(0);
      // Both runs are in the automation log the AI Auto tab shows, newest first.
      const logs = await (
        await ctx.request('/api/admin/automation/logs', { cookie: staff.cookie })
      ).json();
      expect(logs.items.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'cleanup',
          contentType: 'daily_psalm',
          status: 'completed',
          testRun: false,
        }),
        expect.objectContaining({
          action: 'cleanup',
          contentType: 'daily_psalm',
          status: 'completed',
          testRun: false,
        }),
      ]);

      const admin2 = await ctx.createUser({ role: 'admin' });
      expect((await ctx.request('/api/admin/psalms/stats', { cookie: admin2.cookie })).status).toBe(
        403,
      );
    } finally {
      await ctx.close();
    }
  });

  it("serves today's psalm to widgets, publicly, cut to 150 characters, with caching headers", async () => {
    const ctx = await createTestContext();
    try {
      const none = await ctx.request('/api/latest-content');
      expect(none.status).toBe(404);
      // "No psalm today" is cached like an answer: widgets poll it as often.
      expect(none.headers.get('cache-control')).toContain('max-age=300');
      expect(await none.json()).toEqual({
        error: { code: 'not_found', message: 'No psalm for today' },
      });
      // Saved the way staff save it, so the widget's cached 'none' is dropped at once.
      const staff = await ctx.createUser({ role: 'admin' });
      const saved = await ctx.request('/api/admin/psalms', {
        cookie: staff.cookie,
        json: {
          title: 'Widget psalm',
          generatedPsalm: 'W'.repeat(400),
          prompt: 'p',
          theme: 'joy',
          date: utcToday(),
        },
      });
      expect(saved.status).toBe(201);
      // The change reaches the cache through the event bus (LISTEN/NOTIFY on PostgreSQL): at once, or nearly.
      await expect.poll(async () => (await ctx.request('/api/latest-content')).status).toBe(200);
      const response = await ctx.request('/api/latest-content');
      expect(response.headers.get('cache-control')).toContain('max-age=300');
      expect(await response.json()).toEqual({
        widgetId: 'daily-psalm',
        title: 'Widget psalm',
        content: 'W'.repeat(150),
        audioUrl: null,
        date: utcToday(),
        // Saved without audio: its reading time (one long word, so the one-minute floor).
        duration: '1:00',
        // 001 §3: small 2x2, medium 4x2, large 4x4.
        sizes: [
          { size: 'small', columns: 2, rows: 2 },
          { size: 'medium', columns: 4, rows: 2 },
          { size: 'large', columns: 4, rows: 4 },
        ],
      });
    } finally {
      await ctx.close();
    }
  });
});
