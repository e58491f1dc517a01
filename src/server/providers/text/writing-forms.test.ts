import { describe, expect, it } from 'vitest';
import { automationContentTypes, psalmThemes, type Language } from '@contracts/enums';
import { bibles, topicVerseFile } from './bible-text';
import { formTexts } from './form-texts';
import type { WritingRequest } from './index';
import { detectOccasion, occasions, occasionWords, type Occasion } from './occasions';
import { wordsForPrompt } from './occasion-words';
import { createOfflineComposer } from './offline-composer';
import { samplePrompts } from './sample-prompts';

// The forms of offline writing (decision 056), checked mechanically over a fixed set of prompts in
// every language and kind: the occasion is named, no line comes twice, every quoted line is a whole
// sentence or clause of its verse, the title is one of the listed forms, and each kind has its shape.

const composer = createOfflineComposer();

const languages = ['en', 'pt', 'es'] as const;
const dates = ['2026-05-01', '2026-11-27'];

/** The passages a writing cites in its last line ("Psalm 25:4-5", "Salmo 27:10"). */
const citedPassages = (text: string) =>
  [
    ...text
      .split('\n')
      .at(-1)!
      .matchAll(/(?:Psalm|Salmo) (\d+):(\d+)(?:-(\d+))?/g),
  ].map(([ref, chapter, first, last]) => ({
    ref: ref.replace(/^\D+/, ''),
    verses: Array.from(
      { length: Number(last ?? first) - Number(first) + 1 },
      (_, i) => `${chapter}:${Number(first) + i}`,
    ),
  }));

/** Every title a kind may have in a language: its forms around each occasion and each theme. */
const allowedTitles = (language: Language, contentType: WritingRequest['contentType']) => {
  const texts = formTexts[language];
  const phrases = [
    ...occasions.map((occasion) => occasionWords[language][occasion].title),
    ...samplePrompts[language].map(
      ([occasion, , prompt]) => wordsForPrompt(language, occasion, prompt).title,
    ),
    ...psalmThemes.map((theme) => texts.themePhrase(contentType, texts.theme[theme])),
  ];
  return new Set(phrases.map((phrase) => texts.title[contentType](phrase)));
};

const body = (text: string) => text.split('\n').slice(0, -1).join('\n').trim();
const lines = (text: string) => body(text).split('\n').filter(Boolean);

describe('offline writing in its forms', () => {
  for (const language of languages) {
    for (const contentType of automationContentTypes) {
      it(`${language} ${contentType}: names the occasion, repeats no line, quotes whole clauses, titles by the list`, async () => {
        for (const [occasion, theme, prompt] of samplePrompts[language]) {
          expect(detectOccasion(prompt), prompt).toBe(occasion);
          for (const date of dates) {
            const writing = await composer.write({ contentType, theme, prompt, date, language });
            const where = `${language} ${contentType} "${prompt}" ${date}\n${writing.text}`;

            // The title is one of the listed forms, whole.
            expect(allowedTitles(language, contentType).has(writing.title), writing.title).toBe(
              true,
            );
            // The occasion is named (the weekly plan keeps its one line a day).
            if (contentType !== 'weekly_workflow') {
              expect(writing.text.toLowerCase(), where).toContain(
                wordsForPrompt(language, occasion, prompt).word.toLowerCase(),
              );
            }
            // No line twice.
            const all = lines(writing.text);
            expect(new Set(all).size, where).toBe(all.length);

            // Every cited passage is quoted whole, one sentence or clause a line.
            const cited = citedPassages(writing.text);
            expect(cited.length, where).toBeGreaterThan(0);
            if (contentType === 'weekly_workflow') continue;
            for (const passage of cited) {
              const source = passage.verses.map((ref) => bibles[language].verse(ref)).join(' ');
              const quoted = all.filter((line) => source.includes(line));
              expect(quoted.join(' '), where).toBe(source);
              for (const line of quoted) {
                expect(line, where).toMatch(/[.!?;:][”’"]?$/);
                const at = source.indexOf(line);
                expect(at === 0 || /[.!?;:][”’"]? $/.test(source.slice(0, at)), line).toBe(true);
              }
            }
          }
        }
      });
    }
  }

  it.each(languages)(
    '%s: a psalm opens and closes in its own words around stanzas of verses',
    async (language) => {
      for (const [occasion, theme, prompt] of samplePrompts[language]) {
        const writing = await composer.write({
          contentType: 'daily_psalm',
          theme,
          prompt,
          date: '2026-05-01',
          language,
        });
        const paragraphs = body(writing.text).split('\n\n');
        expect(paragraphs.length).toBe(5);
        const word = wordsForPrompt(language, occasion, prompt);
        expect(paragraphs[0]).toContain(word.at);
        expect(paragraphs.at(-1)).toContain(word.ask);
      }
    },
  );

  it.each(languages)(
    '%s: a prayer addresses God, thanks, confesses and asks, names the occasion and ends with Amen',
    async (language) => {
      for (const [occasion, theme, prompt] of samplePrompts[language]) {
        const writing = await composer.write({
          contentType: 'daily_prayer',
          theme,
          prompt,
          date: '2026-05-01',
          language,
        });
        const text = body(writing.text);
        expect(text).toMatch(/^(Lord God|Senhor Deus|Señor Dios)/);
        expect(text).toContain(wordsForPrompt(language, occasion, prompt).thanks);
        expect(text).toContain(wordsForPrompt(language, occasion, prompt).ask);
        expect(text).toMatch(/forgive me|perdoa-me|perdóname/);
        expect(text).toMatch(/\b(Amen|amém|amén)\.$/u);
      }
    },
  );

  it.each(languages)(
    '%s: a meditation goes in five steps with a timed silence',
    async (language) => {
      for (const [, theme, prompt] of samplePrompts[language]) {
        const text = body(
          (
            await composer.write({
              contentType: 'daily_meditation',
              theme,
              prompt,
              date: '2026-05-01',
              language,
            })
          ).text,
        );
        const steps = text.split('\n').filter((line) => /^\d\. /.test(line));
        expect(steps.map((line) => line[0])).toEqual(['1', '2', '3', '4', '5']);
        expect(steps[0]).toMatch(/breathe|respire|respira/);
        expect(steps[2]).toMatch(
          /silence for two minutes|silêncio por dois minutos|silencio durante dos minutos/,
        );
        expect(steps[4]).toMatch(/Amen\.|Amém\.|Amén\.$/);
      }
    },
  );

  it.each(languages)(
    '%s: a reflection reads a cited passage, explains it and asks three questions',
    async (language) => {
      for (const [occasion, theme, prompt] of samplePrompts[language]) {
        const writing = await composer.write({
          contentType: 'scripture_reflection',
          theme,
          prompt,
          date: '2026-05-01',
          language,
        });
        const text = body(writing.text);
        expect(text).toMatch(/^(Read Psalm|Leia o Salmo|Lee el Salmo) \d+:\d+(-\d+)?:/);
        // The questions close it (a verse read may itself ask one: "Where does my help come from?").
        const questions = text.split('\n\n').at(-1)!.split('\n');
        expect(questions.length).toBeGreaterThanOrEqual(2);
        expect(questions.length).toBeLessThanOrEqual(3);
        for (const question of questions) expect(question).toMatch(/\?$/);
        expect(questions.join(' ')).toContain(wordsForPrompt(language, occasion, prompt).this);
      }
    },
  );

  it.each(languages)(
    '%s: a journal prompt asks one question about the occasion and two short follow-ups',
    async (language) => {
      for (const [occasion, theme, prompt] of samplePrompts[language]) {
        const writing = await composer.write({
          contentType: 'journal_prompt',
          theme,
          prompt,
          date: '2026-05-01',
          language,
        });
        const [question, followUpLines] = body(writing.text).split('\n\n');
        const followUps = followUpLines!.split('\n');
        expect(question).toMatch(/\?$/);
        expect(question).toContain(wordsForPrompt(language, occasion, prompt).this);
        for (const line of followUps) expect(line).toMatch(/^¿?.+\?$/);
        expect(followUps).toHaveLength(2);
        for (const line of followUps) expect(line.length).toBeLessThan(40);
      }
    },
  );

  it('finds occasions in English, Portuguese and Spanish wording', () => {
    const cases: [string, Occasion | null][] = [
      ['for the birth of our first child', 'birth'],
      ['um bebê recém-nascido', 'birth'],
      ['starting a new job on Monday', 'new_job'],
      ['mi nuevo trabajo', 'new_job'],
      ['safe travel for a long journey', 'travel'],
      ['uma viagem longa', 'travel'],
      ['for a friend who is ill', 'illness'],
      ['una enfermedad larga', 'illness'],
      ['o funeral da minha mãe', 'grief'],
      ['internada no hospital', 'hospital'],
      ['Write for believers beginning their day with God.', null],
    ];
    for (const [prompt, occasion] of cases) expect(detectOccasion(prompt), prompt).toBe(occasion);
  });

  it('titles by the theme when the prompt names no occasion', async () => {
    const request = { theme: 'peace' as const, prompt: 'rest for the weary', date: '2026-05-01' };
    const titles = await Promise.all(
      languages.map(
        async (language) =>
          (await composer.write({ ...request, contentType: 'daily_prayer', language })).title,
      ),
    );
    expect(titles).toEqual(['A Prayer of Peace', 'Oração de paz', 'Oración de paz']);
  });

  it('reads every verse of the topic index in each language as whole sentences', () => {
    for (const [ref, passage] of Object.entries(topicVerseFile().passages)) {
      for (const language of languages) {
        const text = passage.verses.map((verse) => bibles[language].verse(verse)).join(' ');
        expect(text, `${language} ${ref}`).toMatch(/^[¿¡“"‘(]*\p{Lu}/u);
        expect(text, `${language} ${ref}`).toMatch(/[.!?][”’"]?$/);
      }
    }
  });
});
