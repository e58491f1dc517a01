import type { Language } from '@contracts/enums';
import type { WritingRequest } from './index';

const kinds: Record<WritingRequest['contentType'], string> = {
  daily_psalm:
    'an original psalm in the manner of the biblical Psalms (12 to 20 short poetic lines in three or four stanzas)',
  daily_prayer: 'a short prayer for today (about 120 words)',
  daily_meditation:
    'a guided Christian meditation for about five minutes of quiet (about 200 words)',
  scripture_reflection:
    'a reflection on a passage of Scripture, naming the passage (about 180 words)',
  journal_prompt:
    'a prayer-journal prompt: one question to write about and two short follow-up questions',
  weekly_workflow: 'a plan for a week of spiritual practice: one short line for each day',
};

export const systemPrompt =
  'You write devotional content for a Christian prayer app. Write with reverence, warmth and clarity, ' +
  'faithful to Scripture and free of doctrinal controversy. Answer with a title on the first line, ' +
  'then a blank line, then the text. No markdown, no commentary.';

/**
 * What the provider is told about the language (docs/decisions/031): nothing for English, as
 * before; for Portuguese and Spanish, the variety, how to address the reader, and which Bible's
 * wording to follow when quoting.
 */
const languageInstructions: Record<Exclude<Language, 'en'>, string> = {
  pt:
    'Write in Brazilian Portuguese (pt-BR): the title and the whole text. Address the reader as ' +
    '"você" and God as "tu"; when you quote Scripture, use the wording of a Portuguese Bible such ' +
    'as the Almeida.',
  es:
    'Write in Latin American Spanish (es-419): the title and the whole text. Address the reader ' +
    'as "tú" and God as "tú"; when you quote Scripture, use the wording of a Spanish Bible such as ' +
    'the Reina-Valera.',
};

/** The system prompt, with the language's instruction when it is not English. */
export function systemPromptFor(language: Language = 'en') {
  return language === 'en' ? systemPrompt : `${systemPrompt} ${languageInstructions[language]}`;
}

export function userPrompt(request: WritingRequest) {
  const language = request.language ?? 'en';
  return [
    `Write ${kinds[request.contentType]}.`,
    `Theme: ${request.theme}.`,
    `Guidance from the editor: ${request.prompt}`,
    `It is for ${request.date}.`,
    ...(language === 'en' ? [] : [languageInstructions[language]]),
  ].join('\n');
}

/** Splits "Title\n\nText" (tolerating "Title:" or "#" prefixes and stray quotes). */
export function splitTitle(answer: string, fallbackTitle: string) {
  const trimmed = answer.trim();
  const [first = '', ...rest] = trimmed.split('\n');
  const title = first
    .replace(/^(#+\s*|title:\s*)/i, '')
    .replace(/^["“*]+|["”*]+$/g, '')
    .trim();
  const text = rest.join('\n').trim();
  if (!text || title.length > 120) return { title: fallbackTitle, text: trimmed };
  return { title, text };
}
