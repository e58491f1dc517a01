import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, VoicePreset } from '@contracts/enums';
import type { VoiceProvider } from '@server/providers/voice';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { voiceSamplesPerMinute } from './routes';
import { voiceSampleTexts } from './voice-samples';

// "Hear this voice" in the AI Auto tab (decision 074): staff with the automation permission hear a
// preset read a sample sentence in a language; each sample is synthesised once.
const calls: { text: string; voice: VoicePreset; language?: Language }[] = [];
const countingVoice: VoiceProvider = {
  kind: 'offline',
  label: 'A voice that counts what it reads',
  async speak(text, voice, options) {
    calls.push({ text, voice, language: options?.language });
    // An MPEG frame header's first bytes, then the request, so each answer is told apart.
    return {
      audio: Buffer.concat([
        Buffer.from([0xff, 0xfb]),
        Buffer.from(`${voice} ${options?.language}`),
      ]),
      mimeType: 'audio/mpeg',
      durationSeconds: 5,
    };
  },
  check: async () => ({ ok: true, detail: 'counting' }),
  close: async () => {},
};

let t: TestContext;
let admin: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestContext({ voice: countingVoice });
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
});
afterAll(() => t.close());

const sample = (query: string, user: TestUser | null = admin) =>
  t.request(`/api/admin/automation/voice-sample?${query}`, user ? { cookie: user.cookie } : {});

describe('hearing a voice preset before choosing it', () => {
  it('is refused to staff without the automation permission and to members', async () => {
    expect((await sample('voice=onyx&language=en', moderator)).status).toBe(403);
    expect((await sample('voice=onyx&language=en', await t.createUser())).status).toBe(403);
    expect((await sample('voice=onyx&language=en', null)).status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it('answers an MP3 of the preset reading the sentence of the language asked', async () => {
    const answer = await sample('voice=nova&language=pt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(2)
        .toString(),
    ).toBe('nova pt');
    expect(calls.at(-1)).toEqual({ text: voiceSampleTexts.pt, voice: 'nova', language: 'pt' });
  });

  it('reads a sample once: asking again, by anyone, makes no second synthesis', async () => {
    const before = calls.length;
    await sample('voice=shimmer&language=es');
    const again = await sample('voice=shimmer&language=es');
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(2)
        .toString(),
    ).toBe('shimmer es');
    const superAdmin = await t.createUser({ role: 'super_admin' });
    expect((await sample('voice=shimmer&language=es', superAdmin)).status).toBe(200);
    expect(calls.length).toBe(before + 1);
    // Another language is another sample.
    await sample('voice=shimmer&language=en');
    expect(calls.length).toBe(before + 2);
  });

  it('refuses an unknown voice or language with a message per field', async () => {
    const answer = await sample('voice=baritone&language=fr');
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['voice', 'language']));
  });

  it(`stops a staff member past ${voiceSamplesPerMinute} samples a minute`, async () => {
    const busy = await t.createUser({ role: 'admin' });
    for (let i = 0; i < voiceSamplesPerMinute; i++)
      expect((await sample('voice=echo&language=en', busy)).status).toBe(200);
    const refused = await sample('voice=echo&language=en', busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Others still hear theirs.
    expect((await sample('voice=echo&language=en')).status).toBe(200);
  });
});
