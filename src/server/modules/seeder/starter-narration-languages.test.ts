import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { seededItemTexts } from '@contracts/seeder';
import { languageNarrations } from '@server/db/schema/listening';
import { mediaCleanupPlan } from '@server/job-registry';
import { removeOrphanMedia } from '@server/media/orphan-cleanup';
import type { VoiceProvider } from '@server/providers/voice';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { readerSpeaking } from '@server/test/reader-speaking';
import { narrationParts } from '../psalms/silences';
import { silentMp3 } from '../psalms/silent-mp3';
import { installStarterLibrary } from './install';
import { starterNarrationProgress } from './narration-progress';
import { narrateQueued, pendingNarrations } from './narration-queue';
import { starterLibrary } from '@server/modules/starter-library';

// Decision 073: a Portuguese or Spanish reader of a starter item hears it in their language, in
// the library, the reader, Continue listening and a download alike; English readers hear the row's
// MP3; once staff edit the body, every reader hears the one narration of the row, and the others
// are cleaned away.

const logger = pino({ level: 'silent' });

/** Seconds each language's fake narration lasts, so the length shown tells which was heard. */
const secondsIn: Record<Language, number> = { en: 120, pt: 420, es: 360 };

type Asked = { text: string; language: Language; audio: Buffer };

/**
 * A voice that keeps what it was asked to read, in which language, and answers each call with
 * audio of its own (a few silent frames and the call's number), so a served file says which call
 * made it.
 */
function recordingVoice() {
  const asked: Asked[] = [];
  const voice: VoiceProvider = {
    kind: 'offline',
    label: 'Recording test voice',
    async speak(text, _preset, options = {}) {
      const language = options.language ?? 'en';
      const audio = Buffer.concat([silentMp3(1, 24_000), Buffer.from(`call ${asked.length};`)]);
      asked.push({ text, language, audio });
      return { audio, mimeType: 'audio/mpeg', durationSeconds: secondsIn[language] };
    },
    check: async () => ({ ok: true, detail: 'test' }),
    close: async () => {},
  };
  return { voice, asked };
}

const recorder = recordingVoice();
let t: TestContext;
let staff: TestUser;
const readers = {} as Record<Language, TestUser>;

const prayer = starterLibrary.find((item) => item.title === 'Morning Prayer of Gratitude')!;
const meditation = starterLibrary.find((item) => item.title === 'Breath Prayer: Be Still')!;
const total = starterLibrary.length;
const deps = () => ({ db: t.db, bus: t.bus, media: t.media, voice: recorder.voice, logger });

type Opened = { id: string; title: string; audioUrl: string | null; durationMinutes: number };

async function idOf(item: { title: string }) {
  const page = await (await t.request('/api/content?limit=100', { cookie: staff.cookie })).json();
  return (page.items as Opened[]).find((each) => each.title === item.title)!.id;
}

async function opened(reader: TestUser, id: string): Promise<Opened> {
  const response = await t.request(`/api/content/${id}`, { cookie: reader.cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** The voice calls whose audio the served file holds: what the listener hears was read from them. */
async function heardFrom(audioUrl: string | null) {
  expect(audioUrl).toMatch(/^\/media\/psalms\/.+\.mp3$/);
  const response = await t.request(audioUrl!, { cookie: staff.cookie });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return recorder.asked.filter((call) => bytes.includes(call.audio));
}

/** What a reader of `language` reads of the item: its title and body in that language. */
const readIn = (item: (typeof starterLibrary)[number], language: Language) => {
  const title = seededItemTexts(item, language).title;
  const body = language === 'en' ? item.body : item.bodies[language];
  return `${title}.\n\n${body}`;
};

beforeAll(async () => {
  t = await createTestContext({ voice: recorder.voice });
  staff = await t.createUser({ role: 'admin' });
  for (const language of ['en', 'pt', 'es'] as const)
    readers[language] = await readerSpeaking(t, language, { premium: true });
  expect(await installStarterLibrary({ db: t.db, bus: t.bus, logger })).toBe(total);
});
afterAll(() => t.close());

describe('the starter library heard in the reader’s language', () => {
  it('narrates every item in English first, then in Portuguese and Spanish, counted as narrations', async () => {
    expect(await starterNarrationProgress(t.db, recorder.voice)).toEqual({
      narrated: 0,
      total: total * 3,
    });
    expect(await narrateQueued(deps(), { max: total })).toBe(total);
    expect(recorder.asked.every((call) => call.language === 'en')).toBe(true);
    // Every English MP3 is made; what waits is each item's Portuguese and Spanish narration.
    const waiting = await pendingNarrations(t.db);
    expect(waiting).toHaveLength(total * 2);
    expect(waiting.every((key) => /:(pt|es)$/.test(key))).toBe(true);
    expect(await starterNarrationProgress(t.db, recorder.voice)).toEqual({
      narrated: total,
      total: total * 3,
    });
    // Until theirs is made, a Portuguese reader hears the English narration, as before.
    const id = await idOf(prayer);
    expect((await opened(readers.pt, id)).audioUrl).toBe((await opened(readers.en, id)).audioUrl);

    expect(await narrateQueued(deps())).toBe(total * 2);
    expect(await pendingNarrations(t.db)).toEqual([]);
    expect(await starterNarrationProgress(t.db, recorder.voice)).toBeNull();
  });

  it('plays a Portuguese reader the prayer read in Portuguese, lasting what that audio lasts', async () => {
    const id = await idOf(prayer);
    const item = await opened(readers.pt, id);
    expect(await heardFrom(item.audioUrl)).toEqual([
      expect.objectContaining({ language: 'pt', text: readIn(prayer, 'pt') }),
    ]);
    expect(item.durationMinutes).toBe(secondsIn.pt / 60);
    // The library's card says the same.
    const page = await (
      await t.request('/api/content?limit=100', { cookie: readers.pt.cookie })
    ).json();
    expect((page.items as Opened[]).find((each) => each.id === id)).toMatchObject({
      audioUrl: item.audioUrl,
      durationMinutes: secondsIn.pt / 60,
    });
  });

  it('plays a Spanish reader the prayer read in Spanish', async () => {
    const item = await opened(readers.es, await idOf(prayer));
    expect(await heardFrom(item.audioUrl)).toEqual([
      expect.objectContaining({ language: 'es', text: readIn(prayer, 'es') }),
    ]);
    expect(item.durationMinutes).toBe(secondsIn.es / 60);
  });

  it('plays an English reader the row’s English narration, unchanged', async () => {
    const item = await opened(readers.en, await idOf(prayer));
    expect(await heardFrom(item.audioUrl)).toEqual([
      expect.objectContaining({ language: 'en', text: readIn(prayer, 'en') }),
    ]);
    expect(item.durationMinutes).toBe(secondsIn.en / 60);
  });

  it('keeps a meditation’s silences in Portuguese as in English', async () => {
    const item = await opened(readers.pt, await idOf(meditation));
    const parts = narrationParts(readIn(meditation, 'pt'), 'pt');
    const silence = parts.reduce((sum, part) => sum + ('silence' in part ? part.silence : 0), 0);
    expect(silence).toBeGreaterThan(0);
    const calls = await heardFrom(item.audioUrl);
    expect(calls.map((call) => call.language)).toEqual(
      parts.filter((p) => 'say' in p).map(() => 'pt'),
    );
    // One second of frames per part read, and every silence asked for.
    const heard = calls.length + silence;
    expect(item.durationMinutes).toBe(Math.max(1, Math.round(heard / 60)));
  });

  it('downloads the Portuguese narration for a Portuguese member, and resumes it', async () => {
    const id = await idOf(prayer);
    const [pt, en] = [await opened(readers.pt, id), await opened(readers.en, id)];
    const pack = await answerBody(
      t.api(readers.pt.cookie).downloads.content[':id'].$get({ param: { id }, query: {} }),
    );
    expect(pack.items).toEqual([expect.objectContaining({ audioUrl: pt.audioUrl })]);
    expect(pack.urls).toContain(pt.audioUrl);
    expect(pack.urls).not.toContain(en.audioUrl);

    const saved = await t.request(`/api/listening/${id}`, {
      method: 'PUT',
      cookie: readers.pt.cookie,
      json: { positionMs: 30_000, durationMs: secondsIn.pt * 1000 },
    });
    expect(saved.status).toBe(200);
    const resume = await (await t.request('/api/listening', { cookie: readers.pt.cookie })).json();
    expect(resume.items).toEqual([
      expect.objectContaining({ contentId: id, audioUrl: pt.audioUrl }),
    ]);
  });

  it('plays a guided session’s starter step in Portuguese, with its length', async () => {
    const id = await idOf(prayer);
    const pt = await opened(readers.pt, id);
    const workflow = await t.request('/api/admin/workflows', {
      cookie: staff.cookie,
      json: { title: 'Mornings', contentItems: [id] },
    });
    expect(workflow.status).toBe(201);
    const started = await t.request(`/api/workflows/${(await workflow.json()).id}/sessions`, {
      cookie: readers.pt.cookie,
      json: { timeZone: 'UTC' },
    });
    expect(started.status).toBeLessThan(300);
    const session = await t.request(`/api/workflow-sessions/${(await started.json()).id}`, {
      cookie: readers.pt.cookie,
    });
    expect((await session.json()).steps).toEqual([
      expect.objectContaining({ id, audioUrl: pt.audioUrl, durationMinutes: secondsIn.pt / 60 }),
    ]);
  });

  it('queues at a start the narrations an installation narrated before them lacks', async () => {
    const id = await idOf(meditation);
    // As on an installation whose starter library was narrated in English alone.
    await t.db
      .delete(languageNarrations)
      .where(and(eq(languageNarrations.contentId, id), eq(languageNarrations.language, 'pt')));
    const english = await opened(readers.en, id);
    expect((await opened(readers.pt, id)).audioUrl).toBe(english.audioUrl);

    expect(await installStarterLibrary({ db: t.db, bus: t.bus, logger })).toBe(0);
    expect(await pendingNarrations(t.db)).toEqual([`${id}:pt`]);
    expect(await narrateQueued(deps())).toBe(1);
    const [call] = await heardFrom((await opened(readers.pt, id)).audioUrl);
    expect(call).toMatchObject({ language: 'pt' });
  });

  it('serves an item staff edited with its one narration, and cleans the others away', async () => {
    const id = await idOf(prayer);
    const [pt, es, en] = [
      await opened(readers.pt, id),
      await opened(readers.es, id),
      await opened(readers.en, id),
    ];
    const edited = await t.request(`/api/admin/content/${id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { body: `${prayer.body}\n\nAmen, and amen.` },
    });
    expect(edited.status).toBe(200);

    for (const reader of [readers.pt, readers.es, readers.en])
      expect(await opened(reader, id)).toMatchObject({
        audioUrl: en.audioUrl,
        durationMinutes: en.durationMinutes,
      });
    // The next start queues nothing for it: its translation has ended.
    await installStarterLibrary({ db: t.db, bus: t.bus, logger });
    expect((await pendingNarrations(t.db)).filter((key) => key.startsWith(id))).toEqual([]);

    // The daily cleanup, a day and more later: the Portuguese and Spanish files go, the row's stays.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    await removeOrphanMedia(mediaCleanupPlan, { db: t.db, media: t.media, logger }, later);
    expect((await t.request(pt.audioUrl!, { cookie: staff.cookie })).status).toBe(404);
    expect((await t.request(es.audioUrl!, { cookie: staff.cookie })).status).toBe(404);
    expect((await t.request(en.audioUrl!, { cookie: staff.cookie })).status).toBe(200);
    // Another item's Portuguese narration is still heard.
    const other = await opened(readers.pt, await idOf(meditation));
    expect((await t.request(other.audioUrl!, { cookie: staff.cookie })).status).toBe(200);
  });
});
