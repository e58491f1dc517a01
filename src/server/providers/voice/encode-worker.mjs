// Engine process: encodes 16-bit PCM (read by a system engine such as Festival) as MP3, so the
// encoding never blocks the server's event loop. Plain JavaScript so it runs the same under tsx,
// vitest and plain node.
import { answerMessages } from './answer-messages.mjs';
import { encodeMp3 } from './encode-mp3.mjs';

answerMessages(({ samples, sampleRate }) => ({
  audio: encodeMp3(samples, sampleRate),
  durationSeconds: samples.length / sampleRate,
}));
