import { and, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import { content } from '@server/db/schema/content';
import { containsPattern } from '@server/http/pagination';
import {
  starterBodyIn,
  starterTitles,
  starterTitlesMatching,
} from '@server/modules/starter-library';

// The starter library is stored once, in English, and read in the reader's language (decision
// 151): its body in their language, and a search over the texts they read rather than the rows'.

export { starterBodyIn };

/**
 * A search for `q` as a reader of `language` reads the library: the rows' stored words, except
 * that a starter item is found by its texts in their language (its English ones are not what they
 * see). English readers and staff search what is stored.
 */
export function searchIn(q: string, language: Language): SQL {
  const stored = or(
    ilike(content.title, containsPattern(q)),
    ilike(content.body, containsPattern(q)),
  )!;
  if (language === 'en') return stored;
  const translated = starterTitlesMatching(q, language);
  return or(
    and(notInArray(content.title, [...starterTitles]), stored),
    translated.length > 0 ? inArray(content.title, translated) : undefined,
  )!;
}
