import { sampleContent, type SampleItem } from '@contracts/seeder';
import { starterContent } from '@contracts/starter-library';
import { meditations } from './meditations';
import { prayers } from './prayers';
import studies from './studies.json';
import { translatedBodies, type TranslatedLanguage } from './translations';

// The starter library (docs/decisions/055): the six sample items and the starter items of
// src/contracts (titles, descriptions and their translations), each with the body members read.
// Studies come from scripts/extract-starter-library.mjs (SWORD modules, docs/sources.md); prayers and
// meditations are Psalmlight's own words.

export type StarterItem = SampleItem & {
  body: string;
  /** The body in each other language (decision 152): read while the row still has the English one. */
  bodies: Record<TranslatedLanguage, string>;
};

const bodies = new Map<string, string>([
  ...[...prayers, ...meditations].map(
    (item) => [item.title, item.paragraphs.join('\n\n')] as const,
  ),
  ...studies.map((study) => [study.title, study.body] as const),
]);

function withBody(item: SampleItem): StarterItem {
  const body = bodies.get(item.title);
  // A title without its text is a mistake in this folder, caught by its test before any install.
  if (!body) throw new Error(`The starter library has no body for "${item.title}"`);
  const translated = (language: TranslatedLanguage) => {
    const text = translatedBodies[language].get(item.title);
    if (!text) throw new Error(`The starter library has no ${language} body for "${item.title}"`);
    return text;
  };
  return { ...item, body, bodies: { pt: translated('pt'), es: translated('es') } };
}

/** The six samples of the Sample Content Seeder (000 §3), with their bodies. */
export const sampleItems: readonly StarterItem[] = sampleContent.map(withBody);

/** Everything a fresh installation starts with: the six samples first, then the rest. */
export const starterLibrary: readonly StarterItem[] = [
  ...sampleItems,
  ...starterContent.map(withBody),
];
