// Engine process: speaks Portuguese and Spanish with eSpeak NG (compiled to JavaScript with
// Emscripten, npm @echogarden/espeak-ng-emscripten, GPL-3.0) and encodes the result as MP3, so
// synthesis never blocks the server's event loop. Flite, the English voice, has no voice for either
// language (docs/decisions/031). Plain JavaScript so it runs the same under tsx, vitest and node.
import createEspeak from '@echogarden/espeak-ng-emscripten';
import { answerMessages } from './answer-messages.mjs';
import { encodeMp3 } from './encode-mp3.mjs';

// Loaded on the first request: the module and its voice data take about half a second.
let engine;
const espeak = () => (engine ??= createEspeak().then((module) => new module.eSpeakNGWorker()));

async function synthesize({ text, voice, variant, rate, pitch }) {
  const speaker = await espeak();
  if (speaker.set_voice(`${voice}+${variant}`) !== 0)
    throw new Error(`eSpeak NG has no voice ${voice}`);
  speaker.set_rate(rate);
  speaker.set_pitch(pitch);
  const parts = [];
  // The callback answers whether to stop: never, so the whole text is read.
  speaker.synthesize(text, (samples) => {
    if (samples?.length) parts.push(samples);
    return false;
  });
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  if (length === 0) throw new Error('eSpeak NG produced no audio');
  const samples = new Int16Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const sampleRate = speaker.get_samplerate();
  return { audio: encodeMp3(samples, sampleRate), durationSeconds: length / sampleRate };
}

answerMessages(synthesize);
