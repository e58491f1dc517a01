import { createHash } from 'node:crypto';
import type { Language } from '@contracts/enums';
import { offlineTextLanguages } from './bible-by-language';
import { formTexts } from './form-texts';
import type { TextProvider, WritingRequest } from './types';
import { detectOccasion, occasionTopic } from './occasions';
import { wordsForPrompt } from './occasion-words';
import { lineKey, passageLines, topicPassages, type Passage } from './topic-passages';
import { webPsalms } from './web-psalms';
import { writeForm, type Quoted } from './writing-forms';

// Offline default (decision 056): writes each kind of content in its own form, in the request's
// language, around whole passages of the Psalms chosen by topic: the occasion the prompt names
// (a wedding, exams, a harvest…) and the theme. English quotes the World English Bible, Spanish
// the Reina-Valera 1909, Portuguese the Almeida 1911 (bible-text.ts, decisions 031 and 057).

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
  const texts = formTexts[request.language ?? 'en'];
  return texts.title[request.contentType](
    texts.themePhrase(request.contentType, texts.theme[request.theme]),
  );
};

/**
 * Six passages, in the order a psalm's three stanzas take them: the occasion's topic (or the
 * theme's when the prompt names none) leads each stanza, the theme's follows in the second and
 * third. Varied by the seed, never two that share a verse or a line in the language's Bible (a
 * refrain: "porque para siempre es su misericordia" ends Psalm 107:1 and 118:29 alike, and a
 * passage cut short of it would no longer be quoted whole); the other kinds quote the first.
 */
function pickPassages(first: string, second: string, language: Language, random: () => number) {
  const chosen: { passage: Passage; topic: string }[] = [];
  const linesOf = (passage: Passage) => passageLines(language, passage).map(lineKey);
  const shares = (passage: Passage) =>
    chosen.some(
      (entry) =>
        entry.passage.verses.some((ref) => passage.verses.includes(ref)) ||
        linesOf(entry.passage).some((line) => linesOf(passage).includes(line)),
    );
  for (const topic of [first, first, first, second, first, second]) {
    const pool = topicPassages(topic).filter((passage) => !shares(passage));
    const from = pool.length > 0 ? pool : topicPassages(second).filter((p) => !shares(p));
    if (from.length === 0) continue;
    chosen.push({ passage: from[Math.floor(random() * from.length)]!, topic });
  }
  return chosen;
}

/** `salt` varies the seed: a retry's writing chooses other passages. */
function compose(request: WritingRequest, salt = '') {
  const language = request.language ?? 'en';
  const texts = formTexts[language];
  const theme = texts.theme[request.theme];
  const occasion = detectOccasion(request.prompt);
  const words = occasion ? wordsForPrompt(language, occasion, request.prompt) : texts.today(theme);
  const random = seeded(
    `${request.contentType}|${request.theme}|${request.date}|${request.prompt}${salt}`,
  );
  const topic = occasion ? occasionTopic[occasion] : request.theme;
  // No line twice: a line already quoted (a refrain, a verse two topics share) is left out.
  const seen = new Set<string>();
  const passages: Quoted[] = pickPassages(topic, request.theme, language, random).map(
    ({ passage, topic: from }) => ({
      citation: texts.cite(passage.ref),
      chapter: passage.chapter,
      topic: from,
      lines: passageLines(language, passage).filter((line) => {
        const key = lineKey(line);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    }),
  );
  const title = texts.title[request.contentType](
    occasion && request.contentType !== 'weekly_workflow'
      ? words.title
      : texts.themePhrase(request.contentType, theme),
  );
  const { body, used } = writeForm({
    contentType: request.contentType,
    texts,
    occasion: words,
    theme,
    passages,
    language,
  });
  const citation = texts.citation(used.map((passage) => passage.citation));
  return { title, text: `${body.join('\n\n')}\n\n${citation}` };
}

/**
 * A retry's writing (regenerate): seeds varied by the attempt, tried in turn until the text is not
 * the one it replaces (a kind that quotes one passage may draw the same one again).
 */
function composeAfresh(request: WritingRequest) {
  const { retry } = request;
  if (!retry) return compose(request);
  let writing = compose(request, `|retry ${retry.attempt}`);
  for (let turn = 1; turn < 8 && writing.text === retry.previous?.text; turn += 1)
    writing = compose(request, `|retry ${retry.attempt}.${turn}`);
  return writing;
}

export function createOfflineComposer(): TextProvider {
  return {
    kind: 'offline',
    label: 'Offline composer (World English Bible psalms)',
    languages: offlineTextLanguages(),
    write: async (request) => composeAfresh(request),
    check: async () => ({
      ok: webPsalms().length > 0,
      detail: `${webPsalms().length} verses of the Psalms available offline`,
    }),
  };
}
