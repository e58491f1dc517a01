// Compares the offline voices on measures that need no listener (decision 074): peak level and
// clipped samples, RMS and integrated loudness, pace in words a minute over Psalm 23:1-4 in each
// language, synthesis time per second of audio, bandwidth, and MP3 size. Every voice is heard as
// members hear it: the MP3 the server would store, decoded again. Run and paste the table:
//   npx tsx scripts/compare-voices.ts > /tmp/voices.md
// Festival's voices are measured when Debian's festival is installed. SVOX Pico, which cannot be
// shipped (its npm engine comes without the language files), is measured when PICO_WASM (the path
// of an installed @echogarden/svoxpico-wasm) and PICO_LANG (a folder of its .bin files) are set.
import fs from 'node:fs';
import path from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import type { Language } from '@contracts/enums';
import { projectPath } from '@server/paths';
import { encodeMp3 } from '@server/providers/voice/encode-mp3.mjs';
import { createFestivalEngine, findFestival } from '@server/providers/voice/festival-voice';
import { createSpeechWorker } from '@server/providers/voice/speech-worker';
import {
  clippedSamples,
  integratedLufs,
  peakDbfs,
  rmsDbfs,
  spectralRolloffHz,
  voicedSpanSeconds,
  wordsPerMinute,
} from '@server/providers/voice/voice-measures';

type Verse = [number, number, ...string[]];
const bibles: Record<Language, string> = {
  en: 'web-psalms.json',
  pt: 'almeida1911-psalms.json',
  es: 'rv1909-psalms.json',
};
/** Psalm 23:1-4 as the offline composer quotes it in each language. */
function passage(language: Language): string {
  const verses = JSON.parse(
    fs.readFileSync(projectPath('src/server/providers/text/data', bibles[language]), 'utf8'),
  ) as Verse[];
  return verses
    .filter(([psalm, verse]) => psalm === 23 && verse <= 4)
    .flatMap(([, , ...lines]) => lines)
    .join(' ');
}

type Candidate = { language: Language; name: string; read: (text: string) => Promise<Buffer> };
const flite = createSpeechWorker('flite-worker.mjs');
const espeak = createSpeechWorker('espeak-worker.mjs');
const found = findFestival();
const festival = found ? createFestivalEngine(found) : null;

const candidates: Candidate[] = [
  ...(['rms', 'awb', 'kal16', 'slt'] as const).map((voice) => ({
    language: 'en' as const,
    name: `Flite ${voice}`,
    read: async (text: string) => (await flite.speak({ text, voice, stretch: 1.1 })).audio,
  })),
  ...(found?.voices ?? []).map((voice) => ({
    language: 'en' as const,
    name: `Festival ${voice}`,
    read: async (text: string) =>
      (await festival!.speak({ text, voice, rate: 1, halfTones: 0 })).audio,
  })),
  // The pace the alloy preset reads at (offline-voice.ts).
  ...(found?.voices.includes('cmu_us_slt_arctic_hts')
    ? [
        {
          language: 'en' as const,
          name: 'Festival cmu_us_slt_arctic_hts, alloy (rate 0.9)',
          read: async (text: string) =>
            (
              await festival!.speak({
                text,
                voice: 'cmu_us_slt_arctic_hts',
                rate: 0.9,
                halfTones: 0,
              })
            ).audio,
        },
      ]
    : []),
  ...(['en-us', 'pt-br', 'es-419'] as const).flatMap((voice) =>
    (['m3', 'f1'] as const).map((variant) => ({
      language: ({ 'en-us': 'en', 'pt-br': 'pt', 'es-419': 'es' } as const)[voice],
      name: `eSpeak NG ${voice}+${variant}`,
      read: async (text: string) =>
        (await espeak.speak({ text, voice, variant, rate: 150, pitch: 50 })).audio,
    })),
  ),
  ...(await picoCandidates()),
];

/** SVOX Pico in this process, for the comparison only (see the head of this file). */
async function picoCandidates(): Promise<Candidate[]> {
  const wasm = process.env.PICO_WASM;
  const lang = process.env.PICO_LANG;
  if (!wasm || !lang) return [];
  const { default: init } = (await import(path.join(wasm, 'svoxpico.js'))) as {
    default: () => Promise<PicoModule>;
  };
  const voices = { en: ['en-US_ta', 'en-US_lh0_sg'], es: ['es-ES_ta', 'es-ES_zl0_sg'] } as const;
  return (['en', 'es'] as const).map((language) => ({
    language,
    name: `SVOX Pico ${voices[language][1]}`,
    // A fresh engine each time: one module instance does not start a second voice cleanly.
    read: async (text: string) =>
      encodeMp3(picoSpeak(await init(), lang, voices[language], text), 16_000),
  }));
}

type PicoModule = Record<string, (...args: number[]) => number> & {
  FS: { writeFile: (file: string, data: Uint8Array) => void };
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAP16: Int16Array;
};
function picoSpeak(m: PicoModule, dir: string, files: readonly string[], text: string) {
  const string = (value: string) => {
    const bytes = new TextEncoder().encode(`${value}\0`);
    const at = m._malloc!(bytes.length);
    m.HEAPU8.set(bytes, at);
    return { at, length: bytes.length };
  };
  const check = (code: number) => {
    if (code !== 0 && code !== 200 && code !== 201) throw new Error(`Pico failed with ${code}`);
    return code;
  };
  const memory = m._malloc!(2_500_000);
  const system = m._malloc!(4);
  check(m._pico_initialize!(memory, 2_500_000, system));
  const sys = m.HEAP32[system / 4]!;
  const voice = string('PicoVoice');
  check(m._pico_createVoiceDefinition!(sys, voice.at));
  for (const file of files) {
    m.FS.writeFile(`/${file}.bin`, fs.readFileSync(path.join(dir, `${file}.bin`)));
    const resource = m._malloc!(4);
    check(m._pico_loadResource!(sys, string(`/${file}.bin`).at, resource));
    const name = m._malloc!(32);
    check(m._pico_getResourceName!(sys, m.HEAP32[resource / 4]!, name));
    check(m._pico_addResourceToVoiceDefinition!(sys, voice.at, name));
  }
  const engine = m._malloc!(4);
  check(m._pico_newEngine!(sys, voice.at, engine));
  const eng = m.HEAP32[engine / 4]!;
  const input = string(text);
  const written = m._malloc!(4);
  const out = m._malloc!(16_384);
  const count = m._malloc!(2);
  const type = m._malloc!(2);
  const parts: Int16Array[] = [];
  for (let offset = 0; offset < input.length;) {
    m.HEAP32[written / 4] = 0;
    check(m._pico_putTextUtf8!(eng, input.at + offset, input.length - offset, written));
    offset += m.HEAP32[written / 4]!;
    while (check(m._pico_getData!(eng, out, 16_384, count, type)) !== 200) {
      const bytes = m.HEAP16[count / 2]!;
      if (bytes > 0) parts.push(m.HEAP16.slice(out / 2, out / 2 + bytes / 2));
    }
  }
  m._pico_disposeEngine!(sys, engine);
  m._pico_terminate!(system);
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (samples.set(part, at), at + part.length), 0);
  return samples;
}

const rows: string[] = [];
for (const candidate of candidates) {
  const text = passage(candidate.language);
  const started = performance.now();
  const mp3 = await candidate.read(text);
  const seconds = (performance.now() - started) / 1000;
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(new Uint8Array(mp3));
  decoder.free();
  const samples = decoded.channelData[0]!;
  const duration = decoded.samplesDecoded / decoded.sampleRate;
  const voiced = voicedSpanSeconds(samples, decoded.sampleRate);
  const cells = [
    candidate.language,
    candidate.name,
    `${decoded.sampleRate}`,
    peakDbfs(samples).toFixed(1),
    `${clippedSamples(samples)}`,
    rmsDbfs(samples).toFixed(1),
    integratedLufs(samples, decoded.sampleRate).toFixed(1),
    wordsPerMinute(text, voiced).toFixed(0),
    duration.toFixed(1),
    (seconds / duration).toFixed(3),
    (spectralRolloffHz(samples, decoded.sampleRate, 0.99) / 1000).toFixed(1),
    (mp3.length / 1024).toFixed(0),
  ];
  rows.push(`| ${cells.join(' | ')} |`);
}
await Promise.all([flite.close(), espeak.close(), festival?.close()]);
console.log(
  [
    '| lang | voice | Hz | peak dBFS | clipped | RMS dBFS | LUFS | words/min | seconds | synthesis s per audio s | 99% roll-off kHz | MP3 KB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
