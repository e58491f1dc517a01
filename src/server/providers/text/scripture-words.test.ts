import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/enums';
import { bibles as quoted, topicVerseFile } from './bible-text';
import { psalmsIn } from './bible-by-language';

// The Bibles the offline writing quotes keep their words apart: an extraction that drops the space
// between two of the source's word elements writes "para siempreessu misericordia" (Psalm 107:1 as
// the topic index once held it). Each translation is checked whole, and the topic index's Spanish
// against the Reina-Valera as extracted.

const words = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

/**
 * Words that occur at most twice and read as two or three common words of the same text run
 * together ("siempreessu": "siempre" + "es" + "su"), the mark of a lost space; real words that
 * happen to read so are listed below.
 */
function runTogether(texts: string[], realWords: readonly string[]) {
  const counts = new Map<string, number>();
  for (const word of texts.flatMap(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const common = (part: string) => (counts.get(part) ?? 0) >= 30;
  const splits = (word: string, parts: number): boolean =>
    parts === 1
      ? common(word)
      : [...Array(word.length - 1).keys()]
          .slice(1)
          .some((cut) => common(word.slice(0, cut)) && splits(word.slice(cut), parts - 1));
  return [...counts]
    .filter(([word, n]) => n <= 2 && word.length >= 6 && !realWords.includes(word))
    .filter(([word]) => splits(word, 2) || splits(word, 3))
    .map(([word]) => word);
}

// Words of each Bible that read as two common words but are words (checked in the printed text).
const realWords: Record<Language, readonly string[]> = {
  en: ['moreover', 'overcome', 'byword', 'belong', 'asking', 'someone', 'noonday'],
  pt: [
    'devida',
    'separa',
    'obraste',
    'desejam',
    'angustiados',
    'demais',
    'amareis',
    'comerei',
    'livrarei',
    'livrado',
    'novidade',
  ],
  es: [
    'desean',
    'estáme',
    'mismas',
    'bienes',
    'misión',
    'monteses',
    'serálo',
    'señores',
    'amarte',
    'animal',
    'amaste',
    'esconde',
  ],
};

describe('the Bibles the offline writing quotes', () => {
  it.each(['en', 'pt', 'es'] as const)(
    '%s: no two words run together in the Psalms',
    (language) => {
      const texts = [...psalmsIn(language).values()].map((lines) => lines.join(' '));
      expect(runTogether(texts, realWords[language])).toEqual([]);
    },
  );

  it('quotes the Reina-Valera of the topic index as extracted, word for word', () => {
    const { verses } = topicVerseFile();
    const spanish = psalmsIn('es');
    for (const ref of Object.keys(verses)) {
      const extracted = spanish
        .get(ref)!
        .join(' ')
        .replace(/\s*\(?Selah\.?\)?/g, '');
      expect(words(quoted.es.verse(ref)), ref).toEqual(words(extracted));
    }
    expect(quoted.es.verse('107:1')).toContain('para siempre es su misericordia');
  });

  it('finds words run together where a space was lost', () => {
    const texts = [
      ...[...psalmsIn('es').values()].map((lines) => lines.join(' ')),
      'Alabad a Jehová, porque para siempreessu misericordia.',
    ];
    expect(runTogether(texts, realWords.es)).toEqual(['siempreessu']);
  });
});
