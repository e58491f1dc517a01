// 16-bit mono PCM to MP3 at 48 kbps with lamejs, shared by the offline voices' engines.
import { Mp3Encoder } from '@breezystack/lamejs';

export function encodeMp3(samples, sampleRate) {
  const encoder = new Mp3Encoder(1, sampleRate, 48);
  const chunks = [];
  for (let i = 0; i < samples.length; i += 1152)
    chunks.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
}
