import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language, VoicePreset } from '@contracts/enums';
import type { LanguageSupport } from '@contracts/system-status';
import { projectRoot } from '@server/paths';
import { ProviderError } from '../provider-error';
import {
  createFestivalEngine,
  findFestival,
  type FestivalSetup,
  type Pace,
} from './festival-voice';
import type { VoiceProvider } from './types';
import { createSpeechWorker } from './speech-worker';

// The eight preset voices mapped onto Flite's built-in voices, with a pace each.
const fliteVoices: Record<VoicePreset, { voice: string; stretch: number }> = {
  onyx: { voice: 'rms', stretch: 1.15 },
  echo: { voice: 'awb', stretch: 1.1 },
  fable: { voice: 'kal16', stretch: 1.1 },
  ash: { voice: 'rms', stretch: 1.05 },
  alloy: { voice: 'slt', stretch: 1.1 },
  nova: { voice: 'slt', stretch: 1.0 },
  shimmer: { voice: 'slt', stretch: 1.2 },
  coral: { voice: 'slt', stretch: 1.05 },
};

// With Debian's Festival installed, the four presets Flite reads with its slt voice are read by
// Festival's HTS voice of the same speaker instead: 32 kHz rather than 16, and a pace set per preset
// (decision 074). Flite keeps the others: Festival has no better male English voice.
const festivalPresets: Partial<Record<VoicePreset, Pace>> = {
  alloy: { rate: 0.9, halfTones: 0 },
  nova: { rate: 0.93, halfTones: 1 },
  shimmer: { rate: 0.85, halfTones: 1.5 },
  coral: { rate: 0.9, halfTones: 0.5 },
};

// Flite speaks only English. Portuguese and Spanish are read by eSpeak NG's Brazilian Portuguese and
// Latin American Spanish voices (docs/decisions/031); the presets become its male and female
// variants, with a pace (words a minute) and a pitch (0–100) each.
const espeakLanguages: Record<Exclude<Language, 'en'>, { voice: string; name: string }> = {
  pt: { voice: 'pt-br', name: 'Brazilian Portuguese' },
  es: { voice: 'es-419', name: 'Latin American Spanish' },
};
const espeakVoices: Record<VoicePreset, { variant: string; rate: number; pitch: number }> = {
  onyx: { variant: 'm3', rate: 140, pitch: 40 },
  echo: { variant: 'm1', rate: 150, pitch: 50 },
  fable: { variant: 'm7', rate: 150, pitch: 55 },
  ash: { variant: 'm1', rate: 155, pitch: 45 },
  alloy: { variant: 'f1', rate: 150, pitch: 55 },
  nova: { variant: 'f1', rate: 155, pitch: 60 },
  shimmer: { variant: 'f1', rate: 140, pitch: 65 },
  coral: { variant: 'f1', rate: 150, pitch: 58 },
};

/** Whether eSpeak NG is installed (an npm dependency; a trimmed install may lack it). */
function espeakInstalled() {
  try {
    // Resolved from the project, not from this file: compiled, this file is dist/server/main.js.
    createRequire(path.join(projectRoot, 'package.json')).resolve(
      '@echogarden/espeak-ng-emscripten',
    );
    return true;
  } catch {
    return false;
  }
}

/** Debian's Festival when it has the HTS voice the presets use, else null. */
function festivalWithHtsVoice(): FestivalSetup | null {
  const found = findFestival();
  return found?.voices.includes('cmu_us_slt_arctic_hts') ? found : null;
}

/**
 * How each language is read: Flite for English (with Festival's HTS voice for four presets when
 * Festival is installed); eSpeak NG, or else Flite, for the others.
 */
export function offlineVoiceLanguages(
  espeak = espeakInstalled(),
  festival = false,
): LanguageSupport[] {
  return [
    {
      language: 'en',
      support: 'native',
      detail: festival
        ? 'Festival HTS voice (alloy, nova, shimmer, coral) and Flite English voices (onyx, echo, fable, ash)'
        : 'Flite English voices',
    },
    ...(['pt', 'es'] as const).map((language) =>
      espeak
        ? {
            language,
            support: 'native' as const,
            detail: `eSpeak NG ${espeakLanguages[language].name} voice`,
          }
        : {
            language,
            support: 'english' as const,
            detail: 'Read with the English Flite voice: eSpeak NG is not installed',
          },
    ),
  ];
}

/**
 * Speech synthesised on this machine (no network), encoded as MP3, in child processes below the
 * server's priority (decision 075): Flite for English, eSpeak NG for Portuguese and Spanish;
 * Festival's text2wave for four English presets when Debian's Festival is found at start
 * (`festival`; null: never).
 */
export function createOfflineVoice(
  options: { festival?: FestivalSetup | null } = {},
): VoiceProvider {
  const flite = createSpeechWorker('flite-worker.mjs');
  const espeak = createSpeechWorker('espeak-worker.mjs');
  const setup = options.festival === undefined ? festivalWithHtsVoice() : options.festival;
  const festival = setup ? createFestivalEngine(setup) : null;
  const languages = offlineVoiceLanguages(espeakInstalled(), festival !== null);
  const readWithFlite = (text: string, voice: VoicePreset, signal?: AbortSignal) =>
    flite.speak({ text, ...fliteVoices[voice] }, signal);
  const hasOwnVoice = (language: Language) =>
    languages.find((entry) => entry.language === language)?.support === 'native';
  return {
    kind: 'offline',
    label: festival
      ? 'Offline speech (Festival, Flite and eSpeak NG, on this server)'
      : 'Offline speech (Flite and eSpeak NG, on this server)',
    languages,
    speak(text, voice, options = {}) {
      if (!text.trim())
        return Promise.reject(new ProviderError('empty', 'There is no text to read'));
      const language = options.language ?? 'en';
      if (language !== 'en' && hasOwnVoice(language))
        return espeak.speak(
          { text, voice: espeakLanguages[language].voice, ...espeakVoices[voice] },
          options.signal,
        );
      const pace = festivalPresets[voice];
      if (festival && pace)
        // Festival is a system program: one that fails (removed, broken) leaves the text to Flite.
        return festival
          .speak({ text, voice: 'cmu_us_slt_arctic_hts', ...pace }, options.signal)
          .catch((error: unknown) => {
            if (options.signal?.aborted) throw error;
            return readWithFlite(text, voice, options.signal);
          });
      return readWithFlite(text, voice, options.signal);
    },
    check: async () => ({ ok: true, detail: 'Synthesised locally; no network needed' }),
    close: async () => {
      await Promise.all([flite.close(), espeak.close(), festival?.close()]);
    },
  };
}
