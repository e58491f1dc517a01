import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineVoice, offlineVoiceLanguages } from './offline-voice';

// The offline voice reads Portuguese and Spanish with eSpeak NG's Brazilian Portuguese and Latin
// American Spanish voices, English with Flite (docs/decisions/031). Festival, used for four English
// presets where Debian installed it, is left out here: festival-voice.test.ts covers that path.

async function decode(mp3: Buffer) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const result = decoder.decode(new Uint8Array(mp3));
  decoder.free();
  const samples = result.channelData[0]!;
  const rms = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));
  return { seconds: result.samplesDecoded / result.sampleRate, rate: result.sampleRate, rms };
}

describe('the offline voice in each language', () => {
  const voice = createOfflineVoice({ festival: null });
  afterAll(() => voice.close());

  const texts = {
    en: 'The Lord is my shepherd; I shall lack nothing. He makes me lie down in green pastures.',
    pt: 'O Senhor é o meu pastor; nada me faltará. Deitar-me faz em verdes pastos.',
    es: 'Jehová es mi pastor; nada me faltará. En lugares de delicados pastos me hará yacer.',
  };

  it.each(['pt', 'es'] as const)(
    'reads %s with eSpeak NG: an MP3 at its 22,050 Hz that decodes, is not silent and lasts as long as the words',
    async (language) => {
      const speech = await voice.speak(texts[language], 'onyx', { language });
      const audio = await decode(speech.audio);
      // Flite speaks at 16 kHz: this rate says eSpeak NG read it.
      expect(audio.rate).toBe(22_050);
      expect(audio.rms).toBeGreaterThan(0.01);
      expect(audio.seconds).toBeGreaterThan(3);
      expect(audio.seconds).toBeLessThan(15);
      expect(speech.durationSeconds).toBeCloseTo(audio.seconds, 0);
    },
    30_000,
  );

  it('reads English with Flite, as before, when the language is English or not said', async () => {
    for (const speech of [
      await voice.speak(texts.en, 'nova'),
      await voice.speak(texts.en, 'nova', { language: 'en' }),
    ])
      expect((await decode(speech.audio)).rate).toBe(16_000);
  }, 30_000);

  it('gives the presets different voices in Portuguese', async () => {
    const [deep, light] = await Promise.all([
      voice.speak(texts.pt, 'onyx', { language: 'pt' }),
      voice.speak(texts.pt, 'nova', { language: 'pt' }),
    ]);
    expect(deep.audio.equals(light.audio)).toBe(false);
  }, 30_000);

  it('tells the status card which voice reads each language, and when English stands in', () => {
    expect(offlineVoiceLanguages(true, true)[0]?.detail).toBe(
      'Festival HTS voice (alloy, nova, shimmer, coral) and Flite English voices (onyx, echo, fable, ash)',
    );
    expect(voice.languages).toEqual([
      { language: 'en', support: 'native', detail: 'Flite English voices' },
      { language: 'pt', support: 'native', detail: 'eSpeak NG Brazilian Portuguese voice' },
      { language: 'es', support: 'native', detail: 'eSpeak NG Latin American Spanish voice' },
    ]);
    expect(offlineVoiceLanguages(false).filter((entry) => entry.support === 'english')).toEqual([
      expect.objectContaining({ language: 'pt', detail: expect.stringContaining('English') }),
      expect.objectContaining({ language: 'es', detail: expect.stringContaining('English') }),
    ]);
  });
});
