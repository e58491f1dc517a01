import { automationContentTypes, psalmThemes } from '@contracts/enum-values';
import type { AutomationContentType, Language, PsalmTheme } from '@contracts/enums';
import { languages } from '@contracts/languages';
import { catalogTexts } from '@server/lib/i18n/texts';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';
import type { OccasionWords } from './occasions';

// The offline composer's own words for each form of writing (decision 056), in the catalogs of
// ./i18n (decision 157): each form's sentences with the occasion's words as placeholders ({this},
// {at}, {ask}), the themes as words and as they stand in a title (English capitalises them).

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

type Key = keyof typeof en;
const text = catalogTexts({ en, pt, es });

function textsIn(language: Language): FormTexts {
  const say = (key: Key, values?: Record<string, string>) => text(language, key, values);
  const words = (o: OccasionWords) => ({ this: o.this, at: o.at, ask: o.ask });
  const theme = Object.fromEntries(
    psalmThemes.map((name) => [name, say(`theme.${name}`)]),
  ) as FormTexts['theme'];
  /** The theme as a title writes it ("Trust"), from the word the writing uses ("trust"). */
  const inTitle = (word: string) => {
    const name = psalmThemes.find((candidate) => theme[candidate] === word);
    return name ? say(`themeTitle.${name}`) : word;
  };
  return {
    theme,
    today: (word) => ({
      word,
      this: say('today.this'),
      at: say('today.at'),
      title: '',
      thanks: say('today.thanks'),
      ask: say('today.ask', { theme: word }),
    }),
    title: Object.fromEntries(
      automationContentTypes.map((type) => [
        type,
        (phrase: string) => say(`title.${type}`, { phrase }),
      ]),
    ) as FormTexts['title'],
    themePhrase: (contentType, word) =>
      say(
        contentType === 'daily_psalm' ||
          contentType === 'daily_prayer' ||
          contentType === 'weekly_workflow'
          ? 'themePhrase.of'
          : 'themePhrase.on',
        { theme: inTitle(word) },
      ),
    cite: (ref) => say('cite', { ref }),
    psalm: {
      opening: (o) => say('psalm.opening', words(o)),
      closing: (o) => say('psalm.closing', words(o)),
    },
    prayer: {
      address: say('prayer.address'),
      confession: say('prayer.confession'),
      holdOn: say('prayer.holdOn'),
      amen: say('prayer.amen'),
    },
    meditation: {
      settle: (o) => say('meditation.settle', words(o)),
      read: say('meditation.read'),
      silence: say('meditation.silence'),
      return: say('meditation.return'),
      close: (o) => say('meditation.close', words(o)),
    },
    reflection: {
      read: (citation) => say('reflection.read', { citation }),
      explain: Object.fromEntries(
        Object.keys(en)
          .filter((key) => key.startsWith('reflection.explain.'))
          .map((key) => key.split('.').pop()!)
          .map((topic) => [topic, say(`reflection.explain.${topic}` as Key)]),
      ),
      questions: (o) => [
        say('reflection.question1'),
        say('reflection.question2', words(o)),
        say('reflection.question3'),
      ],
    },
    journal: {
      question: (o) => say('journal.question', words(o)),
      followUps: () => [say('journal.followUp1'), say('journal.followUp2')],
    },
    citation: (citations) => say('citation', { citations: citations.join(', ') }),
  };
}

export const formTexts: Record<Language, FormTexts> = Object.fromEntries(
  languages.map((language) => [language, textsIn(language)]),
) as Record<Language, FormTexts>;
