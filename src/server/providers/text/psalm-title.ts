import type { WritingRequest } from './index';
import type { Verse } from './web-psalms';

// A title drawn from the editor's words ("Waiting for News", "Rest for the Weary") or, when the
// prompt gives none, from the strongest verse ("The Lord Is My Shepherd").

const small = new Set('a an and as at but by for from in into nor of on or the to with'.split(' '));

export function titleCase(phrase: string) {
  return phrase
    .split(' ')
    .map((word, i) =>
      i > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

// Where a long phrase may be cut: before one of these words.
const cutBefore = new Set(
  'about from at in with and while who whose that because after before during since until as by'.split(
    ' ',
  ),
);
const dangling = new Set([
  ...small,
  'about',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'who',
  'that',
]);

const maxWords = 8;

/** Trims a phrase to at most eight words, cutting before a preposition or at a dangling word. */
function shorten(words: string[]) {
  let end = words.length;
  if (end > maxWords) {
    const cutAt = (set: Set<string>) => {
      for (let i = maxWords; i >= 2; i -= 1) if (set.has(words[i]!.toLowerCase())) return i;
      return undefined;
    };
    end = cutAt(cutBefore) ?? cutAt(small) ?? maxWords;
  }
  let kept = words.slice(0, end);
  while (kept.length > 1 && dangling.has(kept.at(-1)!.toLowerCase())) kept = kept.slice(0, -1);
  return kept;
}

/**
 * The prompt's key phrase: its first clause without "a psalm of trust", and from the first -ing
 * word when there is one ("…for a family waiting for news from the hospital" → "Waiting for News").
 * Undefined when fewer than two words are left.
 */
export function promptPhrase(prompt: string) {
  const clause = (
    prompt
      .trim()
      .replace(/^(please )?(write|compose|create|give)( me| us)? /i, '')
      .replace(
        /^((a|an|the|some) )?((today['’]s|short|new|daily|gentle) )?(psalm|prayer|meditation|reflection|poem|song|verse)s?( of [a-z]+)?( about| on)?\b\s*[:,–—-]?\s*/i,
        '',
      )
      .split(/[.,!?;:\n(]/)[0] ?? ''
  )
    .replace(/[^A-Za-z’' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let words = clause.split(' ').filter(Boolean);
  const gerund = words.findIndex((word, i) => i > 0 && /^[a-z]{3,}ing$/i.test(word));
  if (gerund > 0 && words.length > maxWords) words = words.slice(gerund);
  words = shorten(words);
  if (words.length < 2) return undefined;
  return titleCase(words.join(' '));
}

const strongClause = /\b(is my|is our|are my|you are|the lord is|god is|is near|is good)\b/i;

/** A short clause of the verses (three to seven words), one that names God's care first. */
export function versePhrase(verses: Verse[], words: Set<string>, stemOf: (w: string) => string) {
  const clauses = verses.flatMap((verse) =>
    verse.lines
      .flatMap((line) => line.split(/[,;:.!?“”—]/))
      .map((clause) =>
        clause
          .replace(/^\s*(for|but|yes|surely|oh|and|so|therefore)\b,?\s*/i, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((clause) => {
        const count = clause.split(' ').length;
        return count >= 3 && count <= 7 && /^[A-Z]/.test(clause);
      }),
  );
  const relevant = (clause: string) =>
    clause.split(' ').some((word) => words.has(stemOf(word.replace(/[^A-Za-z’']/g, ''))));
  const best =
    clauses.find((clause) => strongClause.test(clause) && relevant(clause)) ??
    clauses.find((clause) => strongClause.test(clause)) ??
    clauses.find(relevant);
  return best ? titleCase(best) : undefined;
}

/** The title for a kind of writing, given its key phrase. */
export function titleFor(contentType: WritingRequest['contentType'], phrase: string) {
  const lowerFor = phrase.replace(/^For /, 'for ');
  switch (contentType) {
    case 'daily_prayer':
      return lowerFor === phrase ? `A Prayer: ${phrase}` : `A Prayer ${lowerFor}`;
    case 'daily_meditation':
      return `Meditation: ${phrase}`;
    case 'scripture_reflection':
      return `Reflection: ${phrase}`;
    default:
      return phrase;
  }
}
