import { describe, expect, it } from 'vitest';
import { automationContentTypes, type Language } from '@contracts/enums';
import { bibles } from './bible-text';
import { detectOccasion, occasions, type Occasion } from './occasions';
import { createOfflineComposer } from './offline-composer';
import { lineKey } from './topic-passages';

// Every kind of offline writing for every occasion the composer finds, in every language and on
// several dates (decision 070): the person a prompt names ("grieving a father") is named in the
// composer's own lines, not only by chance in a verse; no line comes twice, even differing only in
// case, accents or punctuation; and the composer's own lines read as sentences.

const composer = createOfflineComposer();
const dates = ['2026-01-03', '2026-04-18', '2026-08-09', '2026-11-27'];

/** Per occasion and language: prompts, and the noun of the person each names (null: none). */
const cases: Record<Occasion, Record<Language, [string, string | null][]>> = {
  wedding: {
    en: [
      ['A psalm of joy for my daughter’s wedding', 'daughter'],
      ['A blessing for a wedding', null],
    ],
    pt: [
      ['Para o casamento do meu filho', 'filho'],
      ['Para o casamento de uma amiga', 'amiga'],
    ],
    es: [
      ['Para la boda de mi hermana', 'hermana'],
      ['Una bendición para unos novios', null],
    ],
  },
  exams: {
    en: [['For students facing their final exams', null]],
    pt: [['Para estudantes diante das provas finais', null]],
    es: [['Para estudiantes ante los exámenes finales', null]],
  },
  harvest: {
    en: [['A psalm of thanks for the harvest', null]],
    pt: [['Gratidão pela colheita', null]],
    es: [['Gratitud por la cosecha', null]],
  },
  hospital: {
    en: [
      ['For my mother in hospital', 'mother'],
      ['For a family waiting for news from the hospital', null],
    ],
    pt: [['Para o meu avô internado no hospital', 'avô']],
    es: [['Para mi esposo en el hospital', 'esposo']],
  },
  grief: {
    en: [
      ['For someone grieving a father', 'father'],
      ['At the funeral of my wife', 'wife'],
    ],
    pt: [
      ['Para alguém de luto pelo pai', 'pai'],
      ['Para alguém de luto pela mãe', 'mãe'],
    ],
    es: [
      ['Para alguien en duelo por su padre', 'padre'],
      ['Por la muerte de una amiga', 'amiga'],
    ],
  },
  birth: {
    en: [['For a new baby', 'baby']],
    pt: [['Pelo nascimento da nossa filha', 'filha']],
    es: [['Por el nacimiento de un hijo', 'hijo']],
  },
  new_job: {
    en: [['Starting a new job on Monday', null]],
    pt: [['Meu novo emprego', null]],
    es: [['Mi nuevo trabajo', null]],
  },
  travel: {
    en: [['Safe travel for a long journey', null]],
    pt: [['Uma viagem longa', null]],
    es: [['Un viaje largo', null]],
  },
  harsh_words: {
    en: [['Harsh words to my brother', 'brother']],
    pt: [['Para quem disse palavras duras a uma amiga', 'amiga']],
    es: [['Palabras duras a mi esposa', 'esposa']],
  },
  illness: {
    en: [['For a friend who is ill', 'friend']],
    pt: [['Minha mãe está com uma doença longa', 'mãe']],
    es: [['Mi abuelo tiene una enfermedad', 'abuelo']],
  },
};

/** The same line to a reader: letters and digits only, in one case, without accents. */
const sameLine = (line: string) =>
  line
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

/** The text of the passages a writing cites in its last line, in the language's Bible. */
const citedText = (language: Language, text: string) =>
  [
    ...text
      .split('\n')
      .at(-1)!
      .matchAll(/(?:Psalm|Salmo) (\d+):(\d+)(?:-(\d+))?/g),
  ]
    .flatMap(([, chapter, first, last]) =>
      Array.from({ length: Number(last ?? first) - Number(first) + 1 }, (_, i) =>
        bibles[language].verse(`${chapter}:${Number(first) + i}`),
      ),
    )
    .join(' ');

const word = (noun: string) => new RegExp(`(^|[^\\p{L}])${noun}($|[^\\p{L}])`, 'iu');

describe('offline writing for every occasion it finds', () => {
  it('has prompts for every occasion the composer detects', () => {
    expect(Object.keys(cases).sort()).toEqual([...occasions].sort());
  });

  for (const language of ['en', 'pt', 'es'] as const) {
    for (const occasion of occasions) {
      for (const contentType of automationContentTypes) {
        it(`${language} ${occasion} ${contentType}: names the person, repeats no line, writes sentences`, async () => {
          for (const [prompt, noun] of cases[occasion][language]) {
            expect(detectOccasion(prompt), prompt).toBe(occasion);
            for (const date of dates) {
              const { text } = await composer.write({
                contentType,
                theme: 'comfort',
                prompt,
                date,
                language,
              });
              const where = `${language} ${contentType} "${prompt}" ${date}\n${text}`;
              const lines = text.split('\n').filter(Boolean);
              const verses = citedText(language, text);
              // The composer's own lines: every line that is not quoted from a cited passage.
              const own = lines.filter((line) => !verses.includes(line));

              if (noun)
                expect(
                  own.some((line) => word(noun).test(line)),
                  where,
                ).toBe(true);
              const keys = lines.map(sameLine);
              expect(
                keys.filter((key, i) => keys.indexOf(key) !== i),
                where,
              ).toEqual([]);
              for (const line of own) {
                expect(line, where).toMatch(/^(\d\. |— |¿)?\p{Lu}/u);
                expect(line, where).toMatch(/[.!?:,]$/);
              }
              // A week prays a different psalm each day.
              const psalms = [...text.matchAll(/^[^:]+: \D+ (\d+) /gm)].map(
                ([, chapter]) => chapter,
              );
              expect(new Set(psalms).size, where).toBe(psalms.length);
            }
          }
        });
      }
    }
  }
});

describe('the same line to a reader', () => {
  it('is the same whatever its case, accents or punctuation', () => {
    expect(lineKey('Alabad a Jehová, porque es bueno;')).toBe(
      lineKey('alabad a Jehová porque es bueno;'),
    );
    expect(lineKey('El solamente es mi fuerte, y mi salud;')).toBe(
      lineKey('El solamente es mi fuerte y mí salud:'),
    );
    expect(lineKey('Praise the Lord!')).not.toBe(lineKey('Praise the Lord, my soul!'));
  });
});
