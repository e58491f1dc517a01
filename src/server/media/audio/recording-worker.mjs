// A worker thread that turns an uploaded recording (MP3, M4A, OGG or WAV) into the MP3 members
// hear: decoded, mixed down to mono, measured (BS.1770) and brought to the target loudness under a
// peak ceiling, then encoded with lamejs. All of it is CPU-bound, so it runs here, off the server's
// event loop. Two decoding passes (measure, then encode) keep memory to one chunk of samples for
// the formats that decode in chunks, whatever the recording's length.
import { parentPort } from 'node:worker_threads';
import { decodeChunked } from '@audio/decode';
import getType from 'audio-type';
import { Mp3Encoder } from '@breezystack/lamejs';
import { createLoudnessMeter } from './loudness.mjs';
import { lowerThisThreadPriority } from '../../lib/lower-thread-priority.mjs';

// Members' requests come first: this thread yields the CPU to the server's.
lowerThisThreadPriority();

/** What audio-type names each accepted kind: MP3, M4A (AAC in MP4), Ogg Vorbis or Opus, WAV. */
const accepted = new Set(['mp3', 'm4a', 'mp4', 'oga', 'opus', 'wav']);
/** The sample rates MP3 has; any other is resampled to the nearest one above (48 kHz at most). */
const mp3Rates = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
const chunkBytes = 256 * 1024;

class Refused extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

function* chunksOf(bytes) {
  for (let at = 0; at < bytes.length; at += chunkBytes) yield bytes.subarray(at, at + chunkBytes);
}

/** The recording's samples as mono chunks with their rate; a file that will not decode is not audio. */
async function* monoChunks(bytes, format) {
  let any = false;
  try {
    for await (const { channelData, sampleRate } of decodeChunked(chunksOf(bytes), format)) {
      const [first, ...others] = channelData;
      if (!first || first.length === 0) continue;
      any = true;
      if (others.length === 0) {
        yield { samples: first, rate: sampleRate };
        continue;
      }
      const mono = new Float32Array(first.length);
      const share = 1 / channelData.length;
      for (const channel of channelData)
        for (let i = 0; i < mono.length; i++) mono[i] += channel[i] * share;
      yield { samples: mono, rate: sampleRate };
    }
  } catch {
    throw new Refused('not_audio');
  }
  if (!any) throw new Refused('not_audio');
}

/** Pass one: loudness, peak and length; stops as soon as the recording is longer than allowed. */
async function measure(bytes, format, maxSeconds) {
  let meter;
  let rate = 0;
  let samples = 0;
  for await (const chunk of monoChunks(bytes, format)) {
    if (!meter) {
      rate = chunk.rate;
      meter = createLoudnessMeter(rate);
    }
    meter.push(chunk.samples);
    samples += chunk.samples.length;
    if (samples / rate > maxSeconds) throw new Refused('too_long');
  }
  return { rate, seconds: samples / rate, loudness: meter.integrated(), peak: meter.peak() };
}

/** A linear-interpolating resampler that carries its position across chunks. */
function resampler(from, to) {
  if (from === to) return (samples) => samples;
  const step = from / to;
  let position = 0;
  let previous = 0;
  return (samples) => {
    const out = [];
    // position counts from the sample before this chunk (previous, at -1).
    while (position < samples.length - 1) {
      const i = Math.floor(position);
      const left = i < 0 ? previous : samples[i];
      const right = samples[i + 1];
      out.push(left + (right - left) * (position - i));
      position += step;
    }
    position -= samples.length;
    previous = samples[samples.length - 1];
    return Float32Array.from(out);
  };
}

const toInt16 = (samples, gain) => {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const y = Math.max(-1, Math.min(1, samples[i] * gain));
    pcm[i] = y < 0 ? y * 0x8000 : y * 0x7fff;
  }
  return pcm;
};

/** Pass two: the gain applied, resampled where MP3 needs it, encoded. */
async function encode(bytes, format, rate, gain, kbps) {
  const outRate = mp3Rates.find((r) => r >= rate) ?? 48000;
  const resample = resampler(rate, outRate);
  const encoder = new Mp3Encoder(1, outRate, kbps);
  const parts = [];
  for await (const chunk of monoChunks(bytes, format)) {
    const pcm = toInt16(resample(chunk.samples), gain);
    for (let i = 0; i < pcm.length; i += 1152)
      parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  }
  parts.push(encoder.flush());
  // One buffer of its own (not Node's shared pool), so it can be handed to the server thread.
  const audio = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    audio.set(part, at);
    at += part.length;
  }
  return audio;
}

/**
 * Refused with a code: not_audio (no accepted kind by its bytes, or it does not decode), too_long,
 * silent (quieter than `silentBelow` LUFS, or under half a second of sound).
 */
export async function transcode(bytes, limits) {
  const format = getType(bytes);
  if (!format || !accepted.has(format)) throw new Refused('not_audio');
  const measured = await measure(bytes, format, limits.maxSeconds);
  if (!(measured.loudness >= limits.silentBelow)) throw new Refused('silent');
  const ceiling = 10 ** (limits.peakCeilingDb / 20);
  const gainDb = Math.min(
    limits.targetLufs - measured.loudness,
    20 * Math.log10(ceiling / measured.peak),
  );
  const audio = await encode(bytes, format, measured.rate, 10 ** (gainDb / 20), limits.kbps);
  return {
    audio,
    durationSeconds: measured.seconds,
    inputLufs: measured.loudness,
    gainDb,
  };
}

parentPort?.on('message', async ({ id, bytes, limits }) => {
  try {
    const answer = await transcode(bytes, limits);
    parentPort.postMessage({ id, ...answer }, [answer.audio.buffer]);
  } catch (error) {
    const code = error instanceof Refused ? error.code : 'failed';
    parentPort.postMessage({ id, error: code, message: String(error?.message ?? error) });
  }
});
