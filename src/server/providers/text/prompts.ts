import type { Language } from '@contracts/enums';
import type { WritingRequest } from './types';
import { detectOccasion, type Occasion } from './occasions';

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
 * The form each kind of writing takes: the same rules the offline composer follows (decision 056),
 * so a provider and the offline composer write a prayer, a meditation… alike.
 */
export const formRules: Record<WritingRequest['contentType'], string> = {
  daily_psalm:
    'Form: a psalm. Open with a line of your own that names the occasion, then three or four ' +
    'stanzas, then a closing line of your own that names it again. Quote verses of Scripture only ' +
    'whole, never cut mid-sentence, and never repeat a line or a refrain.',
  daily_prayer:
    'Form: a prayer. Address God, give thanks, confess or ask, name the occasion in your own ' +
    'words, and close with "Amen" (in Portuguese "Amém", in Spanish "Amén").',
  daily_meditation:
    'Form: a guided meditation in numbered steps: settle and breathe; read one verse slowly ' +
    '(quote it whole and name it); keep silence, saying how long (for example two minutes); ' +
    'return; close with a short prayer. Name the occasion.',
  scripture_reflection:
    'Form: a reflection. Quote a passage and cite it (book, chapter and verse), explain it ' +
    'simply in a few sentences, then ask two or three questions, each on its own line ending ' +
    'with "?". Name the occasion.',
  journal_prompt:
    'Form: a journal prompt. One question to write about that names the occasion, then two short ' +
    'follow-up questions, each on its own line.',
  weekly_workflow: 'Form: a plan for a week: one short line for each day, Sunday to Saturday.',
};

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

/**
 * The system prompt: the kind's form when one is given, then the language's instruction when it
 * is not English.
 */
export function systemPromptFor(
  language: Language = 'en',
  contentType?: WritingRequest['contentType'],
) {
  return [
    systemPrompt,
    ...(contentType ? [formRules[contentType]] : []),
    ...(language === 'en' ? [] : [languageInstructions[language]]),
  ].join(' ');
}

/** The occasion the editor's prompt names, as the provider is told it ("a wedding"). */
const occasionNames: Record<Occasion, string> = {
  wedding: 'a wedding',
  exams: 'exams',
  harvest: 'a harvest',
  hospital: 'a hospital stay',
  grief: 'grief for someone who has died',
  birth: 'a birth',
  new_job: 'a new job',
  travel: 'a journey',
  harsh_words: 'harsh words said to a friend',
  illness: 'an illness',
};

/** A regeneration asks for a new version, not the one staff sent back. */
const retryInstruction = ({ attempt, previous }: NonNullable<WritingRequest['retry']>) =>
  `This is version ${attempt + 1}: write it afresh, with other words and other verses` +
  (previous ? `, different from the earlier one titled "${previous.title}".` : '.');

export function userPrompt(request: WritingRequest) {
  const language = request.language ?? 'en';
  const occasion = detectOccasion(request.prompt);
  return [
    `Write ${kinds[request.contentType]}.`,
    `Theme: ${request.theme}.`,
    `Guidance from the editor: ${request.prompt}`,
    ...(occasion
      ? [`Occasion: ${occasionNames[occasion]}. Name it in the title and the text.`]
      : []),
    `It is for ${request.date}.`,
    ...(request.retry ? [retryInstruction(request.retry)] : []),
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
