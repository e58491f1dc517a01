import { describe, expect, it } from 'vitest';
import { sampleContent, seededItemTexts } from '@contracts/seeder';
import { sampleItems, starterLibrary } from './index';

// What a fresh installation gives members (decision 055): enough real material in each of the
// spec's three categories, every item with a body worth reading, cleanly extracted from its sources.

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the starter library', () => {
  it('has at least 30 items, at least 8 in each category, with unique titles', () => {
    expect(starterLibrary.length).toBeGreaterThanOrEqual(30);
    for (const category of ['Prayer', 'Meditation', 'Scripture Study'])
      expect(
        starterLibrary.filter((item) => item.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(8);
    const titles = starterLibrary.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every item a body of at least 150 words, free of markup', () => {
    for (const item of starterLibrary) {
      expect(words(item.body), item.title).toBeGreaterThanOrEqual(150);
      // Tags, escapes, Strong's numbers, SWORD's entities and its italics markers must not survive.
      expect(item.body, item.title).not.toMatch(/[<>\\{}*]|&#?\w+;|strong:|savlm|\bH\d{4}\b/);
      expect(item.body, item.title).not.toMatch(/\n{3,}|^\s|\s$/);
    }
  });

  it('takes as long as its narration at least, and stays within the spec’s range', () => {
    for (const item of starterLibrary) {
      expect(item.durationMinutes, item.title).toBeGreaterThanOrEqual(
        Math.round(words(item.body) / 160),
      );
      expect(item.durationMinutes, item.title).toBeLessThanOrEqual(30);
    }
  });

  it('attributes every commentary excerpt and quotes the World English Bible with references', () => {
    const studies = starterLibrary.filter((item) => item.category === 'Scripture Study');
    for (const study of studies) {
      expect(study.body, study.title).toMatch(/^Read .+ \d+:\d+-\d+ \(World English Bible\)\./);
      expect(study.body, study.title).toMatch(
        /\n— (C\. H\. Spurgeon, The Treasury of David|Matthew Henry, Concise Commentary on the Whole Bible)\n/,
      );
      expect(study.body, study.title).toContain('For reflection:');
    }
    const written = starterLibrary.filter((item) => item.category !== 'Scripture Study');
    for (const item of written) {
      expect(item.body, item.title).toMatch(/“[^”]+”/);
      expect(item.body, item.title).toMatch(/\b(\d )?[A-Z][a-z]+ \d+:\d+(-\d+)?\b/);
    }
  });

  it('guides meditations through breath, a verse and silence, step by step', () => {
    for (const meditation of starterLibrary.filter((item) => item.category === 'Meditation')) {
      expect(meditation.body, meditation.title).toMatch(/Step (one|1)/i);
      expect(meditation.body, meditation.title).toMatch(/breath/i);
      expect(meditation.body, meditation.title).toMatch(/silence/i);
    }
  });

  it('has every title and description in Portuguese and Spanish (decision 052)', () => {
    for (const item of starterLibrary)
      for (const language of ['pt', 'es'] as const) {
        const shown = seededItemTexts(
          { title: item.title, description: item.description },
          language,
        );
        expect(shown.title, `${item.title} in ${language}`).not.toBe(item.title);
        expect(shown.title.trim(), `${item.title} in ${language}`).not.toBe('');
        expect(shown.description, `${item.title} in ${language}`).not.toBe(item.description);
      }
  });

  it('includes the six sample items of the seeder (000 §3) with their bodies', () => {
    expect(sampleItems.map(({ body: _body, bodies: _bodies, ...item }) => item)).toEqual(
      sampleContent,
    );
    for (const sample of sampleItems)
      expect(starterLibrary.find((item) => item.title === sample.title)?.body).toBe(sample.body);
  });
});
