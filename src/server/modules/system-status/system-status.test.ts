import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { installStarterLibrary } from '@server/modules/seeder';
import { content } from '@server/db/schema/content';
import { narrationParts } from '@server/modules/psalms/silences';
import { narrateQueued, pendingNarrations } from '@server/modules/seeder/narration-queue';
import { starterLibrary, starterNarrationIn } from '@server/modules/starter-library';
import type { VoiceProvider } from '@server/providers/voice';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('system status in each language', () => {
  it('says how text generation and narration serve English, Portuguese and Spanish offline', async () => {
    const response = await t.request('/api/admin/system-status', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { services } = await response.json();
    const byName = Object.fromEntries(
      services.map((service: { name: string }) => [service.name, service]),
    );
    expect(byName['Text generation'].languages).toEqual([
      { language: 'en', support: 'native', detail: 'World English Bible psalms' },
      { language: 'pt', support: 'native', detail: 'Almeida 1911 psalms' },
      { language: 'es', support: 'native', detail: 'Reina-Valera 1909 psalms' },
    ]);
    expect(byName['Voice narration'].languages).toEqual([
      { language: 'en', support: 'native', detail: 'Flite English voices' },
      { language: 'pt', support: 'native', detail: 'eSpeak NG Brazilian Portuguese voice' },
      { language: 'es', support: 'native', detail: 'eSpeak NG Latin American Spanish voice' },
    ]);
    // Services that write nothing in a language say nothing about languages.
    expect(byName.Database.languages).toBeUndefined();
  });
});

describe('the starter library narration in the system status', () => {
  const logger = pino({ level: 'silent' });
  const narration = async () => {
    const response = await t.request('/api/admin/system-status', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    return (await response.json()).starterNarration as { narrated: number; total: number } | null;
  };
  /** A voice that answers each text when the test says so (the bytes are never played here). */
  function voiceOnDemand(audio: Buffer) {
    const asked: Array<() => void> = [];
    const voice: VoiceProvider = {
      ...t.voice,
      speak: () =>
        new Promise((resolve) =>
          asked.push(() => resolve({ audio, mimeType: 'audio/mpeg', durationSeconds: 2 })),
        ),
    };
    return { voice, asked };
  }

  it('counts the starter library’s narrations in every language while the job runs, and nothing once done', async () => {
    expect(await narration()).toBeNull();
    await installStarterLibrary({ db: t.db, bus: t.bus, logger });
    // Each item is heard in English, Portuguese and Spanish (decision 073): three narrations.
    const total = starterLibrary.length * 3;
    expect(await narration()).toEqual({ narrated: 0, total });

    const { voice, asked } = voiceOnDemand(Buffer.from(randomBytes(2_000)));
    const deps = { db: t.db, bus: t.bus, media: t.media, voice, logger };
    // One item being read: still 0 of all, then 1 once its audio is attached.
    const first = narrateQueued(deps, { max: 1 });
    await expect.poll(() => asked.length).toBe(1);
    expect(await narration()).toEqual({ narrated: 0, total });
    asked.shift()!();
    expect(await first).toBe(1);
    expect(await narration()).toEqual({ narrated: 1, total });

    // The starter-narration job's function reads the rest, English first, each answered as it is
    // asked: a text that asks for silences is read in as many parts (psalms/silences.ts).
    const partsOf = async (key: string) => {
      const [id, language = 'en'] = key.split(':') as [string, Language?];
      const [row] = await t.db
        .select({ title: content.title, description: content.description, body: content.body })
        .from(content)
        .where(eq(content.id, id));
      const text = starterNarrationIn(row!, language) ?? `${row!.title}.\n\n${row!.body}`;
      return narrationParts(text, language).filter((part) => 'say' in part).length;
    };
    const rest = narrateQueued(deps);
    for (let done = 1; done < total; done++) {
      await expect.poll(() => asked.length).toBe(1);
      expect(await narration()).toEqual({ narrated: done, total });
      // The entry being read stays first in the queue until it is done.
      const [reading] = await pendingNarrations(t.db);
      expect(reading!.includes(':')).toBe(done >= starterLibrary.length);
      for (let part = await partsOf(reading!); part > 0; part--) {
        await expect.poll(() => asked.length).toBe(1);
        asked.shift()!();
      }
    }
    expect(await rest).toBe(total - 1);
    expect(await narration()).toBeNull();
  });
});
