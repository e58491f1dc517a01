#!/usr/bin/env node
// Stands in for Festival's text2wave in tests: reads the text on standard input and answers a
// 32 kHz WAV of a tone on standard output, as text2wave does. A text containing "hang" never
// ends (its process id is written to the file the text names after "hang "); "fail" exits 1.
import fs from 'node:fs';

const text = fs.readFileSync(0, 'utf8');
if (text.includes('fail')) {
  process.stderr.write('SIOD ERROR: the voice is broken\n');
  process.exit(1);
}
const hang = /hang (\S+)/.exec(text);
if (hang) {
  fs.writeFileSync(hang[1], String(process.pid));
  setInterval(() => {}, 1000);
} else {
  const rate = 32_000;
  const samples = new Int16Array(rate);
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  process.stdout.write(Buffer.concat([header, Buffer.from(samples.buffer)]));
}
