export function readWav(buffer: Buffer): { samples: Int16Array; sampleRate: number };
