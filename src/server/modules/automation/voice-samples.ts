import type { Language, VoicePreset } from '@contracts/enums';
import type { Speech, VoiceProvider } from '@server/providers/voice';

/**
 * What "Hear this voice" reads in each language: a line of Psalm 46:10 in the Bible the offline
 * composer quotes (World English Bible, Almeida, Reina-Valera 1909), in today's spelling.
 */
export const voiceSampleTexts: Record<Language, string> = {
  en: 'This is the voice that will read your daily psalm. Be still, and know that I am God.',
  pt: 'Esta é a voz que vai ler o seu salmo diário. Aquietai-vos e sabei que eu sou Deus.',
  es: 'Esta es la voz que leerá tu salmo diario. Estad quietos, y conoced que yo soy Dios.',
};

// One sample per voice provider, preset and language (8 × 3, about 40 KB each), kept while the
// provider lives: staff clicking again, or a colleague hearing the same voice, costs nothing. A
// failed synthesis is forgotten, so the next click tries again.
const samples = new WeakMap<VoiceProvider, Map<string, Promise<Speech>>>();

/** The sample MP3 of a preset in a language, synthesised on first asking and then remembered. */
export function voiceSample(voice: VoiceProvider, preset: VoicePreset, language: Language) {
  let kept = samples.get(voice);
  if (!kept) samples.set(voice, (kept = new Map()));
  const key = `${preset} ${language}`;
  const found = kept.get(key);
  if (found) return found;
  const made = voice.speak(voiceSampleTexts[language], preset, { language });
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  return made;
}
