// Types of encode-mp3.mjs (plain JavaScript, so the worker threads load it without a build).
export function encodeMp3(samples: Int16Array, sampleRate: number): Buffer;
