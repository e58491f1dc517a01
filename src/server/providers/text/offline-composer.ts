import { createHash } from 'node:crypto';
import type { PsalmTheme } from '@contracts/enums';
import type { TextProvider, WritingRequest } from './index';
import { promptPhrase, titleFor, versePhrase } from './psalm-title';
import { overlap, promptTerms, stem, stems } from './relevance';
import { fitsTheme, indexedPsalms, themeTones, type IndexedVerse } from './verse-index';
import { webPsalms, type Verse } from './web-psalms';

// Offline default: composes from the Psalms of the World English Bible (public domain), choosing
// verses whose tone suits the theme (the reviewed index, decision 013) and that share the editor's
// words, varied by the date. It cites every verse it used and says it was composed offline.

const themeWords: Record<PsalmTheme, string[]> = {
  praise: ['praise', 'sing', 'glory', 'exalt', 'worship', 'majesty'],
  gratitude: ['thank', 'thanks', 'give thanks', 'good', 'lovingkindness'],
  guidance: ['lead', 'guide', 'path', 'way', 'teach', 'counsel', 'lamp'],
  comfort: ['comfort', 'shepherd', 'refuge', 'near', 'broken', 'tears', 'heal'],
  protection: ['shield', 'fortress', 'refuge', 'protect', 'shelter', 'keep', 'deliver'],
  forgiveness: ['forgive', 'mercy', 'iniquit', 'transgression', 'clean', 'wash', 'pardon'],
  strength: ['strength', 'strong', 'rock', 'power', 'mighty', 'help'],
  peace: ['peace', 'rest', 'still', 'quiet', 'lie down', 'safe'],
  joy: ['joy', 'rejoice', 'glad', 'delight', 'dance', 'shout'],
  trust: ['trust', 'hope', 'wait', 'confidence', 'faithful', 'rely'],
};

/** A small deterministic random source, so the same request composes the same text. */
function seeded(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export const themeTitle = (request: Pick<WritingRequest, 'theme' | 'contentType'>) => {
  const theme = request.theme.charAt(0).toUpperCase() + request.theme.slice(1);
  const kind: Record<WritingRequest['contentType'], string> = {
    daily_psalm: `A Psalm of ${theme}`,
    daily_prayer: `A Prayer of ${theme}`,
    daily_meditation: `Meditation: ${theme}`,
    scripture_reflection: `Reflection on ${theme}`,
    journal_prompt: `Journal Prompt: ${theme}`,
    weekly_workflow: `A Week of ${theme}`,
  };
  return kind[request.contentType];
};

type Candidate = { verse: IndexedVerse; weight: number; relevance: number };

const verseStems = new Map<string, Set<string>>();
const stemsOf = (verse: IndexedVerse) => {
  let found = verseStems.get(verse.ref);
  if (!found) {
    found = new Set(stems(verse.lines.join(' ')));
    verseStems.set(verse.ref, found);
  }
  return found;
};

/**
 * The verses that may serve the theme (never one tagged enemy, curse, history, context or death;
 * see verse-index.ts), weighted by the theme's words and, most, by the editor's words.
 */
function candidates(request: WritingRequest): Candidate[] {
  const theme = new Set(themeWords[request.theme].flatMap((words) => stems(words)));
  const prompt = promptTerms(request.prompt);
  const primary = themeTones[request.theme].tones[0]!;
  const allowed = indexedPsalms().filter(
    (verse) =>
      fitsTheme(verse, request.theme) &&
      verse.lines.length >= 2 &&
      verse.lines.join(' ').length <= 260,
  );
  const scored = allowed.map((verse) => {
    const words = stemsOf(verse);
    const relevance = overlap(words, prompt.direct) * 4 + overlap(words, prompt.related) * 2;
    const themeHits = overlap(words, theme);
    // The prompt chooses the two leading verses (see pick); the theme weighs most for the rest.
    const weight = 1 + relevance / 2 + themeHits * 3 + (verse.tones.includes(primary) ? 2 : 0);
    return { verse, weight, relevance, themeHits };
  });
  const fitting = scored.filter((entry) => entry.themeHits > 0 || entry.relevance > 0);
  return fitting.length >= 6 ? fitting : scored;
}

/**
 * Picks n distinct verses: the first two among the four that best answer the prompt, the rest
 * weighted by fit (squared, so a close fit is much likelier than a loose one), varied by the seed.
 */
function pick(request: WritingRequest, n: number, random: () => number) {
  const pool = candidates(request).sort(
    (a, b) =>
      b.relevance - a.relevance || b.weight - a.weight || a.verse.ref.localeCompare(b.verse.ref),
  );
  const chosen: Candidate[] = [];
  const take = (from: Candidate[], weighted: boolean) => {
    const total = from.reduce((sum, entry) => sum + (weighted ? entry.weight ** 2 : 1), 0);
    let roll = random() * total;
    const index = from.findIndex((entry) => (roll -= weighted ? entry.weight ** 2 : 1) <= 0);
    const entry = from[index === -1 ? from.length - 1 : index]!;
    pool.splice(pool.indexOf(entry), 1);
    chosen.push(entry);
  };
  const leaders = pool[0] && pool[0].relevance > 0 ? 2 : 0;
  for (let i = 0; i < leaders && pool.length > 0; i += 1) take(pool.slice(0, 4), false);
  while (chosen.length < n && pool.length > 0) take(pool, true);
  return chosen.map((entry) => entry.verse);
}

// A psalm's arc: asking and lament first, then instruction and confession, trust, and praise last.
const arc = (verse: IndexedVerse) =>
  verse.tones.includes('petition') || verse.tones.includes('lament')
    ? 0
    : verse.tones.includes('wisdom') || verse.tones.includes('penitence')
      ? 1
      : verse.tones.includes('trust')
        ? 2
        : 3;

/** From the prompt's key phrase, else the lead verse's image, else the theme. */
function composedTitle(request: WritingRequest, verses: Verse[]) {
  if (request.contentType === 'journal_prompt' || request.contentType === 'weekly_workflow') {
    return themeTitle(request);
  }
  const { direct, related } = promptTerms(request.prompt);
  const words = new Set([...direct, ...related, ...stems(themeWords[request.theme].join(' '))]);
  const phrase = promptPhrase(request.prompt) ?? versePhrase(verses, words, stem);
  return phrase ? titleFor(request.contentType, phrase) : themeTitle(request);
}

const citation = (verses: Verse[]) =>
  `— Composed offline from the World English Bible (public domain): ${verses.map((v) => `Psalm ${v.chapter}:${v.verse}`).join(', ')}.`;

/** Ends a stanza's last line with a full stop. */
const closeStanza = (lines: string[]) =>
  lines.map((line, i) => {
    const opened = i === 0 ? line.charAt(0).toUpperCase() + line.slice(1) : line;
    return i === lines.length - 1
      ? opened.replace(/[,;:]$/, '.').replace(/([a-z])$/, '$1.')
      : opened;
  });

function compose(request: WritingRequest) {
  const random = seeded(
    `${request.contentType}|${request.theme}|${request.date}|${request.prompt}`,
  );
  const picked = pick(request, 6, random);
  const lead = picked[0];
  const verses = picked
    .map((verse, i) => ({ verse, i }))
    .sort((a, b) => arc(a.verse) - arc(b.verse) || a.i - b.i)
    .map((entry) => entry.verse);
  const stanzas = [verses.slice(0, 2), verses.slice(2, 4), verses.slice(4, 6)]
    .filter((group) => group.length > 0)
    .map((group) => closeStanza(group.flatMap((verse) => verse.lines)));
  const title = composedTitle(request, lead ? [lead, ...picked.slice(1)] : []);
  const body = (() => {
    switch (request.contentType) {
      case 'daily_prayer':
        return [
          'Lord, I come to you today.',
          ...stanzas.slice(0, 2).map((s) => s.join('\n')),
          'In Jesus’ name, Amen.',
        ];
      case 'daily_meditation':
        return [
          'Sit comfortably and let your breathing slow. Read each line, then rest in it.',
          ...stanzas.map((s) => s.join('\n')),
          'Stay in the quiet for a few breaths, and carry one line with you into the day.',
        ];
      case 'scripture_reflection':
        return [
          stanzas[0]!.join('\n'),
          `These words speak of ${request.theme}. Where in your life today do you need to hear them? Read them again slowly and notice the phrase that stays with you.`,
        ];
      case 'journal_prompt':
        return [
          `Where have you noticed ${request.theme} in your life this week?`,
          'What made it hard to see? What would you like to say to God about it?',
          stanzas[0]!.join('\n'),
        ];
      case 'weekly_workflow':
        return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (day, i) =>
            `${day}: pray with Psalm ${verses[i % verses.length]!.chapter} and write one line about ${request.theme}.`,
        );
      default:
        return stanzas.map((s) => s.join('\n'));
    }
  })();
  return { title, text: `${body.join('\n\n')}\n\n${citation(verses)}` };
}

export function createOfflineComposer(): TextProvider {
  return {
    kind: 'offline',
    label: 'Offline composer (World English Bible psalms)',
    write: async (request) => compose(request),
    check: async () => ({
      ok: webPsalms().length > 0,
      detail: `${webPsalms().length} verses of the Psalms available offline`,
    }),
  };
}
