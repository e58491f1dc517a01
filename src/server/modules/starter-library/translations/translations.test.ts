import { describe, expect, it } from 'vitest';
import { quotedVerse } from '@server/providers/text/bible-by-language';
import { meditations } from '../meditations';
import { prayers } from '../prayers';
import type { WrittenItem } from '../written-item';
import { meditationsEs } from './meditations-es';
import { meditationsPt } from './meditations-pt';
import { prayersEs } from './prayers-es';
import { prayersPt } from './prayers-pt';
import studies from './studies.json';

// Decision 152: every prayer and meditation has its Portuguese and Spanish text, paragraph for
// paragraph (the same steps and silences), with the same references, and its psalm quotations are
// the Almeida's and the Reina-Valera's words.

const english = [...prayers, ...meditations];
const translations = {
  pt: [...prayersPt, ...meditationsPt],
  es: [...prayersEs, ...meditationsEs],
} as const;

/** Every "book chapter:verse" reference, by chapter and verse only (book names differ). */
const references = (item: WrittenItem) => item.paragraphs.join(' ').match(/\d+:\d+(-\d+)?/g) ?? [];

/** Quotations followed at once by "(Salmo N:V)" or "(Salmo N:V-W)". */
const psalmQuotations = (text: string) =>
  [...text.matchAll(/“([^”]+)”\s*\(Salmo (\d+):(\d+)(?:-(\d+))?\)/g)].map((m) => ({
    quoted: m[1]!,
    chapter: Number(m[2]),
    verses: Array.from(
      { length: Number(m[4] ?? m[3]) - Number(m[3]) + 1 },
      (_, i) => Number(m[3]) + i,
    ),
  }));

const plain = (text: string) => text.replace(/[.,;:!?]+$/, '');

describe('the prayers and meditations in Portuguese and Spanish', () => {
  for (const [language, items] of Object.entries(translations)) {
    it(`has each in ${language}, paragraph for paragraph, with the same references`, () => {
      expect(items.map((item) => item.title)).toEqual(english.map((item) => item.title));
      items.forEach((item, index) => {
        const original = english[index]!;
        expect(item.paragraphs.length, item.title).toBe(original.paragraphs.length);
        expect(references(item), item.title).toEqual(references(original));
        expect(item.paragraphs.join(' '), item.title).not.toMatch(/Yahweh|\bthe\b|\band\b/);
      });
    });

    it(`quotes the psalms in ${language} from its own Bible, word for word`, () => {
      const quotations = items.flatMap((item) => psalmQuotations(item.paragraphs.join('\n')));
      expect(quotations.length).toBeGreaterThanOrEqual(10);
      for (const { quoted, chapter, verses } of quotations) {
        const verse = verses
          .map((number) => quotedVerse(language as 'pt' | 'es', `${chapter}:${number}`))
          .join(' ');
        expect(verse, `${chapter}:${verses.join('-')}`).toContain(plain(quoted));
      }
    });
  }
});

describe('the Scripture Studies in Portuguese and Spanish (scripts/translate-starter-studies.mjs)', () => {
  const bibles = { pt: 'Almeida 1911', es: 'Reina-Valera 1909' } as const;
  for (const language of ['pt', 'es'] as const) {
    it(`quotes each psalm study's passage from the ${bibles[language]}, verse by verse`, () => {
      for (const study of studies) {
        const range = /\(Psalm (\d+)\)$/.exec(study.title);
        const [read, passage] = study.bodies[language].split('\n\n');
        if (!range) {
          expect(read, study.title).toMatch(/World English Bible/);
          continue;
        }
        const [, from, to] = /:(\d+)-(\d+) \(/.exec(read!)!;
        const verses = [];
        for (let verse = Number(from); verse <= Number(to); verse++)
          verses.push(quotedVerse(language, `${range[1]}:${verse}`));
        expect(read, study.title).toContain(`(${bibles[language]})`);
        expect(passage, study.title).toBe(verses.join(' '));
      }
    });

    it(`says in ${language} that the commentary is English, and asks its own questions`, () => {
      for (const study of studies) {
        const body = study.bodies[language];
        expect(body, study.title).toMatch(
          language === 'pt' ? /comentário está em inglês/ : /comentario está en inglés/,
        );
        expect(body, study.title).not.toMatch(/For reflection|Related passages|^Read /m);
      }
    });
  }
});
