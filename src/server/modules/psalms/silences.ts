import type { Language } from '@contracts/enums';

// Meditations and guided steps ask for time ("Rest in silence for a minute or two", "Continue for
// several minutes"): read aloud straight through, an eight-minute meditation lasted a minute and a
// half. The narration keeps that time as silence after the paragraph that asks for it, so the
// length shown is the length heard.

/** A part of a narration: words to read, or seconds of silence. */
export type NarrationPart = { say: string } | { silence: number };

/** How long each way of asking for time is held, longest first where one contains another. */
const cues: Record<Language, [RegExp, number][]> = {
  en: [
    [/\bfor (?:two or three|two to three) minutes\b/i, 150],
    [/\bfor (?:three or four|three to four) minutes\b/i, 210],
    [/\bfor (?:a few|several|some) minutes\b/i, 180],
    [/\bfor a minute or two\b/i, 90],
    [/\bfor (?:a|one|a final|another) minute\b/i, 60],
    [/\bin silence\b/i, 45],
    [/\b(?:three|five) (?:slow|deep) breaths\b|\bbreathe deeply three times\b/i, 20],
    [/\brepeat this (?:five|three) times\b/i, 40],
  ],
  pt: [
    [/\bpor (?:dois ou três|dois a três) minutos\b/i, 150],
    [/\bpor (?:três ou quatro|três a quatro) minutos\b/i, 210],
    [/\b(?:por|durante) (?:alguns|vários) minutos\b/i, 180],
    [/\bpor um ou dois minutos\b/i, 90],
    [/\b(?:por|durante) (?:um|mais um) minuto\b|\bum último minuto\b/i, 60],
    [/\bem silêncio\b/i, 45],
    [/\b(?:três|cinco) respirações (?:lentas|profundas)\b/i, 20],
    [/\brepita isso (?:cinco|três) vezes\b/i, 40],
  ],
  es: [
    [/\b(?:por|durante) (?:dos o tres|dos a tres) minutos\b/i, 150],
    [/\b(?:por|durante) (?:tres o cuatro|tres a cuatro) minutos\b/i, 210],
    [/\b(?:por|durante) (?:unos|algunos|varios) minutos\b/i, 180],
    [/\b(?:por|durante) uno o dos minutos\b/i, 90],
    [/\b(?:por|durante) (?:un|otro) minuto\b|\bun último minuto\b/i, 60],
    [/\ben silencio\b/i, 45],
    [/\b(?:tres|cinco) respiraciones (?:lentas|profundas)\b/i, 20],
    [/\brepite esto (?:cinco|tres) veces\b/i, 40],
  ],
};

/** The silence a paragraph asks for: its longest cue's, or none. */
export function silenceAskedBy(paragraph: string, language: Language): number {
  return Math.max(0, ...cues[language].filter(([cue]) => cue.test(paragraph)).map(([, s]) => s));
}

/**
 * The text as parts to read and silences to keep: each paragraph that asks for time is followed by
 * that much silence, the last one's too ("rest in silence for a final minute"). A text that asks
 * for none is one part.
 */
export function narrationParts(text: string, language: Language): NarrationPart[] {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  if (paragraphs.length === 0) return [{ say: text }];
  const parts: NarrationPart[] = [];
  let words: string[] = [];
  for (const paragraph of paragraphs) {
    words.push(paragraph);
    const silence = silenceAskedBy(paragraph, language);
    if (silence > 0) {
      parts.push({ say: words.join('\n\n') }, { silence });
      words = [];
    }
  }
  if (words.length > 0) parts.push({ say: words.join('\n\n') });
  return parts;
}
