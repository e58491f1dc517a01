import type { Language } from '@contracts/languages';
import type { WrittenItem } from '../written-item';
import { meditationsEs } from './meditations-es';
import { meditationsPt } from './meditations-pt';
import { prayersEs } from './prayers-es';
import { prayersPt } from './prayers-pt';
import studies from './studies.json';

/** A language the starter library is translated into; English is what the rows store. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

const joined = (items: WrittenItem[]) =>
  new Map(items.map((item) => [item.title, item.paragraphs.join('\n\n')] as const));

const studiesIn = (language: TranslatedLanguage) =>
  studies.map((study) => [study.title, study.bodies[language]] as const);

/**
 * The bodies in Portuguese and Spanish, by the English title: the prayers and meditations, and the
 * studies built by scripts/translate-starter-studies.mjs.
 */
export const translatedBodies: Record<TranslatedLanguage, ReadonlyMap<string, string>> = {
  pt: new Map([...joined([...prayersPt, ...meditationsPt]), ...studiesIn('pt')]),
  es: new Map([...joined([...prayersEs, ...meditationsEs]), ...studiesIn('es')]),
};
