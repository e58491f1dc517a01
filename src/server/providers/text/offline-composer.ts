import { createHash } from 'node:crypto';
import type { Language, PsalmTheme } from '@contracts/enums';
import { composerTexts } from './composer-texts';
import type { TextProvider, WritingRequest } from './index';
import { promptPhrase, titleFor, versePhrase } from './psalm-title';
import { quotedLines, quotesOwnBible } from './quoted-psalms';
import { overlap, promptTerms, stem, stems } from './relevance';
import { fitsTheme, indexedPsalms, themeTones, type IndexedVerse } from './verse-index';
import { webPsalms, type Verse } from './web-psalms';

// Offline default: composes from the Psalms of the World English Bible (public domain), choosing
// verses whose tone suits the theme (the reviewed index, decision 013) and that share the editor's
// words, varied by the date. It cites every verse it used and says it was composed offline. In
// Portuguese and Spanish it writes its own words in that language and quotes the same verses from
// the language's public-domain Bible where there is one (quoted-psalms.ts, decision 031).

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

/** The title of a theme and kind in the request's language ("A Psalm of Trust", "Salmo de paz"). */
export const themeTitle = (request: Pick<WritingRequest, 'theme' | 'contentType' | 'language'>) => {
  const texts = composerTexts[request.language ?? 'en'];
  return texts.themeTitle[request.contentType](texts.theme[request.theme]);
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

// Lines that open with these lean on the verse before them: not a title.
const dependentOpenings =
  /^(y|e|mas|pero|porque|pues|que|por|entonces|aunque|cuando|como|si|sino|ni|antes|oh|de|en|a)\s/i;

// A title speaks of God or to him ("Jehová es mi pastor", "Encamíname en tu verdad").
const namesGod = /(?<!\p{L})(jehová|jah|dios|señor|altísimo|tú|ti|tu|tus)(?!\p{L})/iu;

/**
 * A title from the quoted verses in their own language (Spanish): the first short line of a verse
 * that stands on its own and speaks of God or to him, else none.
 */
function quotedPhrase(language: Language, verses: Verse[]) {
  for (const verse of verses) {
    const line = quotedLines(language, verse)[0]!.replace(/[,;:.]+$/, '');
    const words = line.split(/\s+/).length;
    if (words < 3 || words > 7 || line.length > 40) continue;
    if (/[¿¡?!]/.test(line) || !/^\p{Lu}/u.test(line) || dependentOpenings.test(line)) continue;
    if (!namesGod.test(line)) continue;
    return line;
  }
  return null;
}

/**
 * From the prompt's key phrase, else the lead verse's image, else the theme. In another language
 * than English: a phrase of the quoted verses where they are in that language, else the theme.
 */
function composedTitle(request: WritingRequest, verses: Verse[]) {
  if (request.contentType === 'journal_prompt' || request.contentType === 'weekly_workflow') {
    return themeTitle(request);
  }
  const language = request.language ?? 'en';
  if (language !== 'en') {
    const around = composerTexts[language].phraseTitle[request.contentType];
    const phrase = around && quotesOwnBible[language] ? quotedPhrase(language, verses) : null;
    return phrase && around ? around(phrase) : themeTitle(request);
  }
  const { direct, related } = promptTerms(request.prompt);
  const words = new Set([...direct, ...related, ...stems(themeWords[request.theme].join(' '))]);
  const phrase = promptPhrase(request.prompt) ?? versePhrase(verses, words, stem);
  return phrase ? titleFor(request.contentType, phrase) : themeTitle(request);
}

/** Opens a stanza with a capital (after an opening "¿" or "¡") and ends it with a full stop. */
const closeStanza = (lines: string[]) =>
  lines.map((line, i) => {
    const opened =
      i === 0
        ? line.replace(/^([¿¡“"]*)(\p{Ll})/u, (_, mark, letter) => mark + letter.toUpperCase())
        : line;
    return i === lines.length - 1
      ? opened.replace(/[,;:]$/, '.').replace(/(\p{Ll})$/u, '$1.')
      : opened;
  });

function compose(request: WritingRequest) {
  const language = request.language ?? 'en';
  const texts = composerTexts[language];
  const theme = texts.theme[request.theme];
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
    .map((group) => closeStanza(group.flatMap((verse) => quotedLines(language, verse))));
  const title = composedTitle(request, lead ? [lead, ...picked.slice(1)] : []);
  const body = (() => {
    switch (request.contentType) {
      case 'daily_prayer':
        return [
          texts.prayer.opening,
          ...stanzas.slice(0, 2).map((s) => s.join('\n')),
          texts.prayer.closing,
        ];
      case 'daily_meditation':
        return [
          texts.meditation.opening,
          ...stanzas.map((s) => s.join('\n')),
          texts.meditation.closing,
        ];
      case 'scripture_reflection':
        return [stanzas[0]!.join('\n'), texts.reflection(theme)];
      case 'journal_prompt':
        return [texts.journal.question(theme), texts.journal.followUp, stanzas[0]!.join('\n')];
      case 'weekly_workflow':
        return texts.week.days.map((day, i) =>
          texts.week.line(day, verses[i % verses.length]!.chapter, theme),
        );
      default:
        return stanzas.map((s) => s.join('\n'));
    }
  })();
  return { title, text: `${body.join('\n\n')}\n\n${texts.citation(verses)}` };
}

export function createOfflineComposer(): TextProvider {
  return {
    kind: 'offline',
    label: 'Offline composer (World English Bible psalms)',
    languages: [
      { language: 'en', support: 'native', detail: 'World English Bible psalms' },
      {
        language: 'pt',
        support: 'partial',
        detail:
          'Written in Portuguese around English verses of the World English Bible: no public-domain Portuguese Bible is bundled',
      },
      { language: 'es', support: 'native', detail: 'Reina-Valera 1909 psalms' },
    ],
    write: async (request) => compose(request),
    check: async () => ({
      ok: webPsalms().length > 0,
      detail: `${webPsalms().length} verses of the Psalms available offline`,
    }),
  };
}
