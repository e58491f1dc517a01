// Reads the PCM samples and rate of a 16-bit mono WAV file (Flite's and Festival's output).
export function readWav(buffer) {
  let offset = 12;
  let sampleRate = 16000;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = buffer.readUInt32LE(offset + 12);
    if (id === 'data') {
      // A WAV written to a pipe cannot say its length: the data then runs to the end.
      const end = size === 0 || size === 0xffffffff ? buffer.length : offset + 8 + size;
      const data = buffer.subarray(offset + 8, Math.min(end, buffer.length));
      const even = data.length - (data.length % 2);
      return {
        samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + even)),
        sampleRate,
      };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('The voice engine produced no audio');
}
