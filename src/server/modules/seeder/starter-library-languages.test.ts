import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { seededItemTexts } from '@contracts/seeder';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { readerSpeaking } from '@server/test/reader-speaking';
import { installStarterLibrary } from './install';
import { starterLibrary } from '@server/modules/starter-library';
import { meditationsEs } from '@server/modules/starter-library/translations/meditations-es';
import { prayersPt } from '@server/modules/starter-library/translations/prayers-pt';

// Decision 152: the starter library, stored once in English, reads in Portuguese and Spanish for
// readers of those languages: bodies, library and search alike.

const logger = pino({ level: 'silent' });
let t: TestContext;

type Listed = { id: string; title: string };

const readerIn = (language: Language) => readerSpeaking(t, language, { premium: true });

async function search(reader: TestUser, q = ''): Promise<Listed[]> {
  const query = q ? `&q=${encodeURIComponent(q)}` : '';
  const page = await t.request(`/api/content?limit=100${query}`, { cookie: reader.cookie });
  return (await page.json()).items;
}

const opened = async (reader: TestUser, id: string) =>
  (await t.request(`/api/content/${id}`, { cookie: reader.cookie })).json();

const englishTitles = starterLibrary.map((item) => item.title);
const studyTitled = (passage: string) =>
  starterLibrary.find((item) => item.title.endsWith(`(${passage})`))!;

beforeAll(async () => {
  t = await createTestContext();
  expect(await installStarterLibrary({ db: t.db, bus: t.bus, logger })).toBe(starterLibrary.length);
});
afterAll(() => t.close());

describe('the starter library in the reader’s language', () => {
  it('lists a Portuguese reader’s library in Portuguese, not English', async () => {
    const reader = await readerIn('pt');
    const titles = (await search(reader)).map((item) => item.title);
    expect(titles).toHaveLength(starterLibrary.length);
    expect(titles).toContain('Oração da manhã em gratidão');
    expect(titles.filter((title) => englishTitles.includes(title))).toEqual([]);
  });

  it('finds Portuguese items by their Portuguese words, and not by the English ones', async () => {
    const reader = await readerIn('pt');
    const found = (await search(reader, 'oração')).map((item) => item.title);
    expect(found).toContain('Oração da manhã em gratidão');
    expect(found.every((title) => !englishTitles.includes(title))).toBe(true);
    // A word only the Portuguese body has (the Almeida's psalm), and one only the English has.
    expect((await search(reader, 'regozijemo-nos')).map((item) => item.title)).toEqual([
      'Oração da manhã em gratidão',
    ]);
    expect(await search(reader, 'Morning Prayer')).toEqual([]);
  });

  it('opens a prayer with its Portuguese body, quoting the Almeida', async () => {
    const reader = await readerIn('pt');
    const item = (await search(reader)).find((i) => i.title === 'Oração da manhã em gratidão')!;
    const body = (await opened(reader, item.id)).body as string;
    expect(body).toBe(prayersPt[0]!.paragraphs.join('\n\n'));
    expect(body).toContain(
      '“Este é o dia que fez o Senhor: regozijemo-nos, e alegremo-nos n’elle.”',
    );
  });

  it('opens a meditation in Spanish, quoting the Reina-Valera', async () => {
    const reader = await readerIn('es');
    const item = (await search(reader, 'Estad quietos, y conoced')).find(
      (found) => found.title === 'Oración de la respiración: estad quietos',
    );
    const body = (await opened(reader, item!.id)).body as string;
    expect(body).toBe(meditationsEs[0]!.paragraphs.join('\n\n'));
  });

  it('opens a Spanish reader’s psalm study in the Reina-Valera, other books saying they are English', async () => {
    const reader = await readerIn('es');
    const { title } = seededItemTexts(studyTitled('Psalm 23'), 'es');
    const psalm = (await search(reader, 'Jehová es mi pastor')).find(
      (item) => item.title === title,
    );
    const body = (await opened(reader, psalm!.id)).body as string;
    expect(body).toMatch(
      /^Lee el Salmo 23:1-6 \(Reina-Valera 1909\)\.\n\nJehová es mi pastor; nada me faltará\./,
    );
    expect(body).toContain('Del Treasury of David, de Spurgeon (el comentario está en inglés):');
    expect(body).toContain('Para reflexionar:');

    const other = studyTitled('Romans 8');
    const [romans] = await search(reader, seededItemTexts(other, 'es').title);
    const romansBody = (await opened(reader, romans!.id)).body as string;
    expect(romansBody).toContain(
      'El texto bíblico a continuación está en inglés (World English Bible)',
    );
    expect(romansBody).toContain(other.body.split('\n\n')[1]);
  });

  it('names starter items in the reader’s language in sessions, Stats and shared posts', async () => {
    const reader = await readerIn('pt');
    const item = (await search(reader)).find((i) => i.title === 'Oração da manhã em gratidão')!;
    const admin = await t.createUser({ role: 'admin' });
    const send = (user: TestUser, path: string, json: unknown = {}) =>
      t.request(path, { method: 'POST', cookie: user.cookie, json });

    const workflow = await send(admin, '/api/admin/workflows', {
      title: 'Manhã',
      contentItems: [item.id],
    });
    expect(workflow.status).toBe(201);
    const { id: workflowId } = await workflow.json();
    const session = await send(reader, `/api/workflows/${workflowId}/sessions`, {
      timeZone: 'UTC',
    });
    expect(session.status).toBe(201);
    const { id: sessionId } = await session.json();
    const detail = await (
      await t.request(`/api/workflow-sessions/${sessionId}`, { cookie: reader.cookie })
    ).json();
    expect(detail.steps.map((step: { title: string }) => step.title)).toEqual([
      'Oração da manhã em gratidão',
    ]);
    expect(detail.steps[0].category).toBe('Oração');

    expect((await send(reader, `/api/content/${item.id}/progress?timeZone=UTC`)).status).toBe(201);
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { language: 'pt' },
    });
    const report = await (await t.request('/api/admin/stats', { cookie: admin.cookie })).json();
    expect(report.topContent).toContainEqual({
      contentId: item.id,
      title: 'Oração da manhã em gratidão',
      plays: 1,
    });

    const shared = await send(reader, '/api/community/share', { contentId: item.id });
    expect(shared.status).toBe(201);
    expect((await shared.json()).content).toBe('Oração da manhã em gratidão');
  });

  it('gives English readers, and staff who edit content, the stored English', async () => {
    for (const viewer of [await readerIn('en'), await t.createUser({ role: 'admin' })]) {
      const [item] = await search(viewer, 'Morning Prayer of Gratitude');
      expect(item?.title).toBe('Morning Prayer of Gratitude');
      expect((await opened(viewer, item!.id)).body).toBe(starterLibrary[0]!.body);
    }
  });
});
