import type { AutomationContentType } from '@contracts/enums';
import { composerTexts } from './composer-texts';
import { topicPassages } from './topic-passages';
import type { FormTexts } from './form-texts';
import type { OccasionWords } from './occasions';

// Each kind of writing in its own form (decision 056): a psalm of three stanzas of whole passages
// between an opening and a closing that name the occasion; a prayer that addresses God, thanks, confesses and asks,
// and ends with Amen; a meditation in five guided steps with a timed silence; a reflection that
// reads a cited passage, explains it and asks three questions; a journal prompt of one question
// and two follow-ups. The weekly plan keeps its line a day, a different psalm each day, and brings
// the occasion to God on its last.

/** A passage ready to quote: its citation ("Psalm 27:10"), chapter, topic and lines. */
export type Quoted = { citation: string; chapter: number; topic: string; lines: string[] };

export type FormInput = {
  contentType: AutomationContentType;
  texts: FormTexts;
  occasion: OccasionWords;
  theme: string;
  /** Up to six passages, the occasion's first, no line among them repeated. */
  passages: Quoted[];
  language: 'en' | 'pt' | 'es';
};

/**
 * A psalm a day, no psalm twice in the week: the chapters of the chosen passages (two may share
 * one), then others of their topics.
 */
function weekChapters(passages: Quoted[], days: number) {
  const topics = [...new Set(passages.map((passage) => passage.topic))];
  const more = topics.flatMap((topic) => topicPassages(topic).map((passage) => passage.chapter));
  return [...new Set([...passages.map((passage) => passage.chapter), ...more])].slice(0, days);
}

export function writeForm({
  contentType,
  texts,
  occasion: o,
  theme,
  passages,
  language,
}: FormInput) {
  const first = passages[0]!;
  const stanza = (passage: Quoted) => passage.lines.join('\n');
  switch (contentType) {
    case 'daily_psalm': {
      const stanzas = [passages.slice(0, 2), passages.slice(2, 4), passages.slice(4, 6)]
        .filter((group) => group.length > 0)
        .map((group) => group.map(stanza).join('\n'));
      return {
        used: passages,
        body: [texts.psalm.opening(o), ...stanzas, texts.psalm.closing(o)],
      };
    }
    case 'daily_prayer':
      return {
        used: [first],
        body: [
          `${texts.prayer.address}\n${o.thanks}`,
          `${texts.prayer.confession}\n${o.ask}`,
          `${texts.prayer.holdOn}\n${stanza(first)}`,
          texts.prayer.amen,
        ],
      };
    case 'daily_meditation':
      return {
        used: [first],
        body: [
          texts.meditation.settle(o),
          `${texts.meditation.read}\n${stanza(first)}`,
          texts.meditation.silence,
          texts.meditation.return,
          texts.meditation.close(o),
        ],
      };
    case 'scripture_reflection':
      return {
        used: [first],
        body: [
          `${texts.reflection.read(first.citation)}\n${stanza(first)}`,
          texts.reflection.explain[first.topic]!,
          texts.reflection.questions(o).join('\n'),
        ],
      };
    case 'journal_prompt':
      return {
        used: [first],
        body: [
          texts.journal.question(o),
          texts.journal.followUps(o).join('\n'),
          `${stanza(first)}`,
        ],
      };
    case 'weekly_workflow': {
      const week = composerTexts[language].week;
      const chapters = weekChapters(passages, week.days.length - 1);
      return {
        used: passages,
        body: [
          ...week.days
            .slice(0, -1)
            .map((day, i) => week.line(day, chapters[i % chapters.length]!, theme)),
          week.close(week.days.at(-1)!, o),
        ],
      };
    }
  }
}
