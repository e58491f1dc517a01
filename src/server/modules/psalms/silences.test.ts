import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaStorage } from '@server/media/storage';
import { createOfflineVoice } from '@server/providers/voice/offline-voice';
import { narrate } from './narration';
import { narrationParts } from './silences';

// A meditation that asks for silence is narrated with it: the length shown is the length heard.

const voice = createOfflineVoice();
afterAll(() => voice.close());

/** A media store that keeps what it is given, to decode it. */
function keptMedia() {
  const files = new Map<string, Buffer>();
  const media = {
    save: async (folder: string, bytes: Buffer) => {
      const url = `/media/${folder}/${files.size}.mp3`;
      files.set(url, bytes);
      return url;
    },
  } as unknown as MediaStorage;
  return { media, files };
}

async function decoded(mp3: Buffer) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const result = decoder.decode(new Uint8Array(mp3));
  decoder.free();
  return { samples: result.channelData[0]!, rate: result.sampleRate };
}

const loudness = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));

describe('narration of a meditation that asks for silence', () => {
  it('finds the silences each language asks for, after the paragraph that asks', () => {
    expect(
      narrationParts('Sit still.\n\nRest in silence for a minute or two.\n\nAmen.', 'en'),
    ).toEqual([
      { say: 'Sit still.\n\nRest in silence for a minute or two.' },
      { silence: 90 },
      { say: 'Amen.' },
    ]);
    expect(narrationParts('Descanse em silêncio por alguns minutos.', 'pt')).toEqual([
      { say: 'Descanse em silêncio por alguns minutos.' },
      { silence: 180 },
    ]);
    expect(narrationParts('Descansa en silencio durante un minuto.\n\nAmén.', 'es')[1]).toEqual({
      silence: 60,
    });
    expect(narrationParts('The Lord is my shepherd.\n\nI shall lack nothing.', 'en')).toEqual([
      { say: 'The Lord is my shepherd.\n\nI shall lack nothing.' },
    ]);
  });

  it.each(['en', 'es'] as const)(
    'keeps a minute of silence in the %s audio, and its length says so',
    async (language) => {
      const words = {
        en: ['Breathe in slowly.', 'Rest in silence for a minute.', 'Amen.'],
        es: ['Respira despacio.', 'Descansa en silencio durante un minuto.', 'Amén.'],
      }[language];
      const { media, files } = keptMedia();
      const plain = await narrate({ voice, media }, `${words[0]}\n\n${words[2]}`, 'onyx', language);
      const held = await narrate({ voice, media }, words.join('\n\n'), 'onyx', language);
      expect(held.durationSeconds! - plain.durationSeconds!).toBeGreaterThan(60);
      expect(held.durationSeconds! - plain.durationSeconds!).toBeLessThan(66);

      const { samples, rate } = await decoded(files.get(held.url)!);
      // What plays is as long as the length given, and a minute of it is silent.
      expect(samples.length / rate).toBeCloseTo(held.durationSeconds!, 0);
      let quietest = Infinity;
      for (let start = 0; start + 60 * rate <= samples.length; start += rate)
        quietest = Math.min(quietest, loudness(samples.subarray(start, start + 58 * rate)));
      expect(quietest).toBeLessThan(0.001);
      expect(loudness(samples)).toBeGreaterThan(0.001);
    },
    60_000,
  );
});
