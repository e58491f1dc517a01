import type { Language } from '@contracts/languages';
import type { WrittenItem } from '../written-item';
import { meditationsEs } from './meditations-es';
import { meditationsPt } from './meditations-pt';
import { prayersEs } from './prayers-es';
import { prayersPt } from './prayers-pt';

/** A language the starter library is translated into; English is what the rows store. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

const joined = (items: WrittenItem[]) =>
  new Map(items.map((item) => [item.title, item.paragraphs.join('\n\n')] as const));

/** The prayers' and meditations' bodies in Portuguese and Spanish, by the English title. */
export const writtenBodies: Record<TranslatedLanguage, ReadonlyMap<string, string>> = {
  pt: joined([...prayersPt, ...meditationsPt]),
  es: joined([...prayersEs, ...meditationsEs]),
};
