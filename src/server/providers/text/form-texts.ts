import type { AutomationContentType, Language, PsalmTheme } from '@contracts/enums';
import { formTextsEn } from './form-texts-en';
import { formTextsEs } from './form-texts-es';
import { formTextsPt } from './form-texts-pt';
import type { OccasionWords } from './occasions';

// The offline composer's own words for each form of writing (decision 056), one file per language.

export type FormTexts = {
  /** The theme as a word of the text: "peace", "paz". */
  theme: Record<PsalmTheme, string>;
  /** The words of "today" when the prompt names no occasion, around the theme. */
  today: (theme: string) => OccasionWords;
  /**
   * The title forms: one per kind, around an occasion's title phrase ("for a Wedding Day") or the
   * theme's ("of Trust", from `themePhrase`). Whole phrases, never cut.
   */
  title: Record<AutomationContentType, (phrase: string) => string>;
  themePhrase: (contentType: AutomationContentType, theme: string) => string;
  /** "Psalm 27:10", "Salmo 27:10". */
  cite: (ref: string) => string;
  psalm: { opening: (o: OccasionWords) => string; closing: (o: OccasionWords) => string };
  prayer: {
    address: string;
    confession: string;
    /** Leads into a verse the prayer holds on to. */
    holdOn: string;
    amen: string;
  };
  meditation: {
    settle: (o: OccasionWords) => string;
    read: string;
    silence: string;
    return: string;
    close: (o: OccasionWords) => string;
  };
  reflection: {
    read: (citation: string) => string;
    /** What the passages of each topic say, simply. */
    explain: Record<string, string>;
    questions: (o: OccasionWords) => string[];
  };
  journal: { question: (o: OccasionWords) => string; followUps: (o: OccasionWords) => string[] };
  /** The last line: which Bible the verses come from, and that it was composed offline. */
  citation: (citations: string[]) => string;
};

export const formTexts: Record<Language, FormTexts> = {
  en: formTextsEn,
  pt: formTextsPt,
  es: formTextsEs,
};
