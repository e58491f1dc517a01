import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psalmThemes } from '@contracts/enums';
import { startFakeOpenAi } from '../test/fake-openai';
import { ProviderError } from './provider-error';
import { createOfflineComposer } from './text/offline-composer';
import { createOpenAiText } from './text/openai-text';
import { createOfflineVoice } from './voice/offline-voice';
import { createOpenAiVoice, splitForSpeech } from './voice/openai-voice';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

async function decode(mp3: Buffer) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const result = decoder.decode(new Uint8Array(mp3));
  decoder.free();
  const samples = result.channelData[0]!;
  const rms = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));
  return { seconds: result.samplesDecoded / result.sampleRate, rms, errors: result.errors.length };
}

describe('offline composer', () => {
  const composer = createOfflineComposer();

  it('writes a themed psalm from the World English Bible, citing it and saying it was composed offline', async () => {
    const psalm = await composer.write({
      contentType: 'daily_psalm',
      theme: 'peace',
      prompt: 'rest for the weary',
      date: '2026-05-01',
    });
    expect(psalm.title).toBe('A Psalm of Peace');
    const lines = psalm.text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(psalm.text).toMatch(/peace|rest|still|quiet|lie down|safe/i);
    expect(psalm.text).toMatch(
      /Composed offline from the World English Bible \(public domain\): Psalm \d+:\d+/,
    );
    expect(psalm.text).not.toMatch(/Yahweh|wicked|enem/i);
  });

  it('varies with the date and theme but is stable for the same request', async () => {
    const request = {
      contentType: 'daily_psalm' as const,
      theme: 'joy' as const,
      prompt: 'celebrate',
      date: '2026-05-01',
    };
    const first = await composer.write(request);
    expect((await composer.write(request)).text).toBe(first.text);
    expect((await composer.write({ ...request, date: '2026-05-02' })).text).not.toBe(first.text);
    const texts = await Promise.all(
      psalmThemes.map((theme) => composer.write({ ...request, theme })),
    );
    expect(new Set(texts.map((t) => t.text)).size).toBe(psalmThemes.length);
  });

  it('writes every automation content type', async () => {
    for (const contentType of [
      'daily_prayer',
      'daily_meditation',
      'scripture_reflection',
      'journal_prompt',
      'weekly_workflow',
    ] as const) {
      const writing = await composer.write({
        contentType,
        theme: 'trust',
        prompt: '',
        date: '2026-05-01',
      });
      expect(writing.text.length, contentType).toBeGreaterThan(80);
    }
  });
});

describe('OpenAI-compatible text provider through the real SDK', () => {
  const provider = () =>
    createOpenAiText({
      kind: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      timeoutMs: 1500,
      model: 'fake-model',
    });

  it('sends the prompt and theme and splits the title from the text', async () => {
    fake.state.mode = 'ok';
    const writing = await provider().write({
      contentType: 'daily_psalm',
      theme: 'comfort',
      prompt: 'for the grieving',
      date: '2026-05-01',
    });
    expect(writing).toEqual({
      title: 'Psalm of the Morning Light',
      text: 'You wake me, Lord, with mercy new,\nand set my feet where waters rest.',
    });
    const sent = fake.state.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('fake-model');
    expect(JSON.stringify(sent.body.messages)).toContain('Theme: comfort');
    expect(JSON.stringify(sent.body.messages)).toContain('for the grieving');
    expect(await provider().check()).toEqual({ ok: true, detail: 'The provider answers' });
  });

  it('reports an empty answer, a server error (after retrying) and a timeout as provider errors', async () => {
    const request = {
      contentType: 'daily_psalm' as const,
      theme: 'comfort' as const,
      prompt: 'x',
      date: '2026-05-01',
    };
    fake.state.mode = 'empty';
    await expect(provider().write(request)).rejects.toMatchObject({ reason: 'empty' });
    fake.state.mode = 'error';
    const before = fake.state.requests.length;
    await expect(provider().write(request)).rejects.toMatchObject({ reason: 'failed' });
    expect(fake.state.requests.length - before).toBe(3); // the first try and two retries
    fake.state.mode = 'slow';
    const error = await provider()
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('timeout');
    fake.state.mode = 'ok';
  }, 30_000);
});

describe('voice providers', () => {
  it('reads long text in parts the speech endpoint accepts', () => {
    const text = Array.from({ length: 30 }, (_, i) => `Stanza ${i}. ${'word '.repeat(60)}`).join(
      '\n\n',
    );
    const parts = splitForSpeech(text, 1000);
    expect(parts.every((part) => part.length <= 1000)).toBe(true);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });

  it('fetches MP3 from an OpenAI-compatible /audio/speech with the chosen voice', async () => {
    fake.state.mode = 'ok';
    const voice = createOpenAiVoice({
      kind: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      timeoutMs: 2000,
      model: 'tts-1',
    });
    const speech = await voice.speak('The Lord is my shepherd.', 'onyx');
    expect(fake.state.requests.at(-1)).toMatchObject({
      path: '/v1/audio/speech',
      body: { voice: 'onyx', input: 'The Lord is my shepherd.', model: 'tts-1' },
    });
    expect((await decode(speech.audio)).seconds).toBeGreaterThan(0.2);
    fake.state.mode = 'empty';
    await expect(voice.speak('Hello', 'nova')).rejects.toMatchObject({ reason: 'empty' });
    fake.state.mode = 'ok';
  });

  it('synthesises speech offline: an MP3 that decodes, is not silent, and lasts about as long as the text takes to read', async () => {
    const voice = createOfflineVoice();
    try {
      const short = 'The Lord is my shepherd; I shall lack nothing.';
      const long = `${short} He makes me lie down in green pastures. He leads me beside still waters. He restores my soul. He guides me in the paths of righteousness for his name's sake.`;
      const [a, b] = [await voice.speak(short, 'onyx'), await voice.speak(long, 'nova')];
      const [da, db] = [await decode(a.audio), await decode(b.audio)];
      expect(da.errors).toBe(0);
      expect(da.rms).toBeGreaterThan(0.01);
      // Speech runs at roughly 2 to 4 words a second.
      const words = (text: string) => text.split(/\s+/).length;
      for (const [text, decoded] of [
        [short, da],
        [long, db],
      ] as const) {
        expect(decoded.seconds).toBeGreaterThan(words(text) / 4);
        expect(decoded.seconds).toBeLessThan(words(text) / 1.5);
      }
      expect(Math.abs(db.seconds - (b.durationSeconds ?? 0))).toBeLessThan(0.5);
      await expect(voice.speak('   ', 'onyx')).rejects.toMatchObject({ reason: 'empty' });
    } finally {
      await voice.close();
    }
  }, 60_000);
});

describe('the World English Bible text', () => {
  it('renders the divine name as people pray it and keeps quotations whole', async () => {
    const { renderDivineName, webPsalms } = await import('./text/web-psalms');
    expect(renderDivineName('Praise Yahweh!')).toBe('Praise the Lord!');
    expect(renderDivineName('Praise Yahweh, my soul!')).toBe('Praise the Lord, my soul!');
    expect(renderDivineName('Yahweh, how my adversaries have increased!')).toBe(
      'Lord, how my adversaries have increased!',
    );
    expect(renderDivineName('Arise, O Yahweh!')).toBe('Arise, O Lord!');
    expect(renderDivineName('Yahweh is my shepherd;')).toBe('The Lord is my shepherd;');
    for (const verse of webPsalms()) {
      const text = verse.lines.join(' ');
      expect((text.match(/“/g) ?? []).length, `Psalm ${verse.chapter}:${verse.verse}`).toBe(
        (text.match(/”/g) ?? []).length,
      );
      expect(text).not.toContain('Yahweh');
    }
  });
});
