import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, VoicePreset } from '@contracts/enums';
import { addDays } from '@contracts/time';
import type { VoiceProvider } from '@server/providers/voice';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { dailyPsalm } from '@server/test/factories';

// Each language has its own daily psalm; members read the one of their profile's language, and the
// English one on a day that has none in theirs (docs/decisions/031).

/** A voice that records what it was asked to read, and in which language. */
function recordingVoice() {
  const asked: { text: string; voice: VoicePreset; language: Language | undefined }[] = [];
  const voice: VoiceProvider = {
    kind: 'offline',
    label: 'Recording voice',
    speak: async (text, preset, options) => {
      asked.push({ text, voice: preset, language: options?.language });
      return { audio: Buffer.from('fake mp3'), mimeType: 'audio/mpeg', durationSeconds: 60 };
    },
    check: async () => ({ ok: true, detail: 'Recording' }),
    close: async () => undefined,
  };
  return { voice, asked };
}

let t: TestContext;
let staff: TestUser;
let english: TestUser;
let portuguese: TestUser;
let spanish: TestUser;
const recording = recordingVoice();

const utcToday = () => new Date().toISOString().slice(0, 10);

async function member(language: Language, options: { premium?: boolean } = {}) {
  const user = await t.createUser({ premium: options.premium ?? true });
  const saved = await t.request('/api/profile', {
    method: 'PATCH',
    cookie: user.cookie,
    json: { language },
  });
  expect(saved.status).toBe(200);
  return user;
}

const read = async (url: string, user: TestUser) => {
  const response = await t.request(url, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestContext({ voice: recording.voice });
  staff = await t.createUser({ role: 'super_admin' });
  english = await member('en');
  portuguese = await member('pt');
  spanish = await member('es');
});
afterAll(() => t.close());

describe("today's psalm in the member's language", () => {
  it('a Portuguese member reads the English psalm while the day has none in Portuguese, then the Portuguese one', async () => {
    const today = utcToday();
    await dailyPsalm(t, today, { title: 'The Lord Is Near' });
    const before = await read('/api/psalms/today?timeZone=UTC', portuguese);
    expect(before.psalm).toMatchObject({ title: 'The Lord Is Near', language: 'en' });

    // Written before the English one: the reader's language wins over the newest.
    await dailyPsalm(t, today, {
      title: 'O Senhor está perto',
      language: 'pt',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const after = await read('/api/psalms/today?timeZone=UTC', portuguese);
    expect(after).toMatchObject({
      date: today,
      psalm: { title: 'O Senhor está perto', language: 'pt', psalmDate: today },
    });
    // English members keep the English psalm; a Spanish member, with none in Spanish, too.
    expect((await read('/api/psalms/today?timeZone=UTC', english)).psalm).toMatchObject({
      title: 'The Lord Is Near',
      language: 'en',
    });
    expect((await read('/api/psalms/today?timeZone=UTC', spanish)).psalm).toMatchObject({
      title: 'The Lord Is Near',
      language: 'en',
    });
  });

  it("features each day's psalm in the member's language, and the English one on days without", async () => {
    const today = utcToday();
    const [yesterday, twoDaysAgo] = [addDays(today, -1), addDays(today, -2)];
    await dailyPsalm(t, yesterday, { title: 'Yesterday in English' });
    await dailyPsalm(t, twoDaysAgo, { title: 'Two days ago in English' });
    await dailyPsalm(t, twoDaysAgo, { title: 'Anteontem em português', language: 'pt' });
    const featured = await read('/api/psalms/featured?timeZone=UTC', portuguese);
    const shown = featured.items.map((item: { title: string; language: string }) => [
      item.title,
      item.language,
    ]);
    expect(shown).toEqual([
      ['Yesterday in English', 'en'],
      ['Anteontem em português', 'pt'],
    ]);
    // English and Spanish members (none in Spanish) never see the Portuguese one.
    for (const reader of [english, spanish]) {
      const theirs = await read('/api/psalms/featured?timeZone=UTC', reader);
      expect(theirs.items.map((item: { title: string }) => item.title)).toEqual([
        'Yesterday in English',
        'Two days ago in English',
      ]);
    }
  });

  it('serves widgets the member’s language, kept in their browser only; anonymous widgets English', async () => {
    const free = await member('pt', { premium: false });
    await expect
      .poll(async () => (await t.request('/api/latest-content', { cookie: free.cookie })).status)
      .toBe(200);
    const theirs = await t.request('/api/latest-content', { cookie: free.cookie });
    expect(theirs.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await theirs.json()).title).toBe('O Senhor está perto');
    const anonymous = await t.request('/api/latest-content');
    expect(anonymous.headers.get('cache-control')).toContain('public');
    expect((await anonymous.json()).title).toBe('The Lord Is Near');
  });

  it("narrates a Portuguese psalm in the voice provider's Portuguese", async () => {
    const id = await dailyPsalm(t, addDays(utcToday(), -3), {
      title: 'Salmo para narrar',
      text: 'O Senhor é o meu pastor; nada me faltará.',
      language: 'pt',
    });
    const response = await t.request(`/api/psalms/${id}/audio`, {
      cookie: portuguese.cookie,
      json: {},
    });
    expect(response.status).toBe(200);
    expect(recording.asked.at(-1)).toEqual({
      text: 'O Senhor é o meu pastor; nada me faltará.',
      voice: 'onyx',
      language: 'pt',
    });
  });
});

describe('the Manual tab in each language', () => {
  const post = (url: string, json: unknown) => t.request(url, { cookie: staff.cookie, json });

  it('generates in the language asked (English when not said), and refuses one it does not know', async () => {
    const date = addDays(utcToday(), 5);
    const body = { prompt: 'for those who wait in hope', theme: 'trust', date };
    const inEnglish = await (await post('/api/admin/psalms/generate', body)).json();
    expect(inEnglish.generatedPsalm).toContain('Composed offline from the World English Bible');
    const inPortuguese = await (
      await post('/api/admin/psalms/generate', { ...body, language: 'pt' })
    ).json();
    expect(inPortuguese.title).toBe('Salmo de confiança');
    expect(inPortuguese.generatedPsalm).toContain('Composto offline');
    const inSpanish = await (
      await post('/api/admin/psalms/generate', { ...body, language: 'es' })
    ).json();
    expect(inSpanish.generatedPsalm).toContain(
      'Compuesto sin conexión a partir de la Reina-Valera 1909 (dominio público)',
    );
    const unknown = await post('/api/admin/psalms/generate', { ...body, language: 'fr' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields.language).toBeTruthy();
  });

  it('publishes one psalm a day in each language, narrated in it, and lists each with its language', async () => {
    const date = addDays(utcToday(), 6);
    const save = (language: Language | undefined, title: string) =>
      post('/api/admin/psalms', {
        prompt: 'p',
        theme: 'peace',
        date,
        title,
        generatedPsalm: `${title}.`,
        narrate: true,
        ...(language ? { language } : {}),
      });
    expect((await save(undefined, 'Peace for Today')).status).toBe(201);
    expect(recording.asked.at(-1)?.language).toBe('en');
    const pt = await save('pt', 'Paz para hoje');
    expect(pt.status).toBe(201);
    expect(await pt.json()).toMatchObject({ title: 'Paz para hoje', language: 'pt' });
    expect(recording.asked.at(-1)).toMatchObject({ text: 'Paz para hoje.', language: 'pt' });
    expect((await save('es', 'Paz para hoy')).status).toBe(201);

    const again = await save('pt', 'Outra paz');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      message: `A daily psalm in Portuguese is already published for ${date}.`,
      fields: { date: 'This date already has a published psalm in Portuguese' },
    });
    const againInEnglish = await save(undefined, 'Another Peace');
    expect((await againInEnglish.json()).error.message).toBe(
      `A daily psalm is already published for ${date}.`,
    );

    const recent = await (
      await t.request('/api/admin/psalms/recent', { cookie: staff.cookie })
    ).json();
    expect(
      recent.items
        .filter((item: { psalmDate: string }) => item.psalmDate === date)
        .map((item: { title: string; language: string }) => [item.title, item.language]),
    ).toEqual([
      ['Paz para hoy', 'es'],
      ['Paz para hoje', 'pt'],
      ['Peace for Today', 'en'],
    ]);
  });
});
