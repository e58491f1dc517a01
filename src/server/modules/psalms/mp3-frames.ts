// MPEG audio frame header tables (ISO 11172-3 / 13818-3), Layer III only: what TTS services send.
const bitratesKbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  mpeg25: [11025, 12000, 8000],
};

/** The length of an ID3v2 tag at the start of the file; 0 when there is none. */
export function id3Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

export type Mp3Frame = { offset: number; length: number; samples: number; rate: number };

/** The Layer III frames of an MP3, in order, past any ID3v2 tag; stray bytes are skipped. */
export function* mp3Frames(bytes: Uint8Array): Generator<Mp3Frame> {
  let offset = id3Size(bytes);
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    const versionBits = (b1 >> 3) & 0x03; // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
    const layerBits = (b1 >> 1) & 0x03; // 1: Layer III
    const bitrateIndex = (b2 >> 4) & 0x0f;
    const rateIndex = (b2 >> 2) & 0x03;
    if (
      bytes[offset] !== 0xff ||
      (b1 & 0xe0) !== 0xe0 ||
      versionBits === 1 ||
      layerBits !== 1 ||
      bitrateIndex === 0 ||
      bitrateIndex === 15 ||
      rateIndex === 3
    ) {
      offset += 1;
      continue;
    }
    const mpeg1 = versionBits === 3;
    const kbps = (mpeg1 ? bitratesKbps.mpeg1 : bitratesKbps.mpeg2)[bitrateIndex]!;
    const rate = (
      mpeg1 ? sampleRates.mpeg1 : versionBits === 2 ? sampleRates.mpeg2 : sampleRates.mpeg25
    )[rateIndex]!;
    const padding = (b2 >> 1) & 0x01;
    const samples = mpeg1 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
    yield { offset, length, samples, rate };
    offset += length;
  }
}
