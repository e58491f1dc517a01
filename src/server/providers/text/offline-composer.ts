import { createHash } from 'node:crypto';
import type { PsalmTheme } from '@contracts/enums';
import type { TextProvider, WritingRequest } from './index';
import { webPsalms, type Verse } from './web-psalms';

// Offline default: composes from the Psalms of the World English Bible (public domain), choosing
// verses that speak to the theme and the editor's words, varied by the date. It cites every verse
// it used and says it was composed offline.

const themeWords: Record<PsalmTheme, string[]> = {
  praise: ['praise', 'sing', 'glory', 'exalt', 'worship', 'majesty'],
  gratitude: ['thank', 'thanks', 'give thanks', 'good', 'lovingkindness'],
  guidance: ['lead', 'guide', 'path', 'way', 'teach', 'counsel', 'lamp'],
  comfort: ['comfort', 'shepherd', 'refuge', 'near', 'broken', 'tears', 'heal'],
  protection: ['shield', 'fortress', 'refuge', 'protect', 'shelter', 'keep', 'deliver'],
  forgiveness: ['forgive', 'mercy', 'iniquit', 'transgression', 'clean', 'wash', 'pardon'],
  strength: ['strength', 'strong', 'rock', 'power', 'mighty', 'help'],
  peace: ['peace', 'rest', 'still', 'quiet', 'lie down', 'safe'],
  joy: ['joy', 'rejoice', 'glad', 'delight', 'dance', 'shout'],
  trust: ['trust', 'hope', 'wait', 'confidence', 'faithful', 'rely'],
};

// Lines of imprecation and war read badly out of context in a devotional composed for today.
const avoid =
  /wicked|enem|slay|kill|destroy|break|teeth|blood|curs|wrath|anger|sword|arrow|perish|Selah|foes|adversar|hate|persecut|drunk|captiv|wound|scoff|shame|vengeance|judge|Israel|Jacob|Zion|Judah|Moab|Edom|nations/i;

const stopWords = new Set([
  'with',
  'that',
  'this',
  'from',
  'about',
  'your',
  'their',
  'have',
  'those',
  'them',
  'they',
  'will',
  'what',
  'when',
  'were',
  'there',
  'which',
  'write',
  'psalm',
  'please',
  'today',
  'people',
]);

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

export const themeTitle = (request: Pick<WritingRequest, 'theme' | 'contentType'>) => {
  const theme = request.theme.charAt(0).toUpperCase() + request.theme.slice(1);
  const kind: Record<WritingRequest['contentType'], string> = {
    daily_psalm: `A Psalm of ${theme}`,
    daily_prayer: `A Prayer of ${theme}`,
    daily_meditation: `Meditation: ${theme}`,
    scripture_reflection: `Reflection on ${theme}`,
    journal_prompt: `Journal Prompt: ${theme}`,
    weekly_workflow: `A Week of ${theme}`,
  };
  return kind[request.contentType];
};

function score(verse: Verse, words: string[], promptWords: string[]) {
  const text = verse.lines.join(' ').toLowerCase();
  if (avoid.test(text) || verse.lines.length < 2 || text.length > 260) return 0;
  const themeHits = words.filter((word) => text.includes(word)).length;
  if (themeHits === 0) return 0;
  const promptHits = promptWords.filter((word) => text.includes(word)).length;
  return themeHits * 2 + promptHits * 3;
}

/** Picks n distinct verses, weighted by how well they fit. */
function pick(verses: Verse[], request: WritingRequest, n: number, random: () => number) {
  const promptWords = request.prompt
    .toLowerCase()
    .split(/[^a-z’']+/)
    .filter((word) => word.length >= 4 && !stopWords.has(word));
  const candidates = verses
    .map((verse) => ({ verse, weight: score(verse, themeWords[request.theme], promptWords) }))
    .filter((entry) => entry.weight > 0);
  const chosen: Verse[] = [];
  while (chosen.length < n && candidates.length > 0) {
    const total = candidates.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = random() * total;
    const index = candidates.findIndex((entry) => (roll -= entry.weight) <= 0);
    const [entry] = candidates.splice(index === -1 ? candidates.length - 1 : index, 1);
    chosen.push(entry!.verse);
  }
  return chosen;
}

const citation = (verses: Verse[]) =>
  `— Composed offline from the World English Bible (public domain): ${verses.map((v) => `Psalm ${v.chapter}:${v.verse}`).join(', ')}.`;

/** Ends a stanza's last line with a full stop. */
const closeStanza = (lines: string[]) =>
  lines.map((line, i) => {
    const opened = i === 0 ? line.charAt(0).toUpperCase() + line.slice(1) : line;
    return i === lines.length - 1 ? opened.replace(/[,;:]$/, '.') : opened;
  });

function compose(request: WritingRequest) {
  const random = seeded(
    `${request.contentType}|${request.theme}|${request.date}|${request.prompt}`,
  );
  const verses = pick(webPsalms(), request, 6, random);
  const stanzas = [verses.slice(0, 2), verses.slice(2, 4), verses.slice(4, 6)]
    .filter((group) => group.length > 0)
    .map((group) => closeStanza(group.flatMap((verse) => verse.lines)));
  const title = themeTitle(request);
  const body = (() => {
    switch (request.contentType) {
      case 'daily_prayer':
        return [
          'Lord, I come to you today.',
          ...stanzas.slice(0, 2).map((s) => s.join('\n')),
          'In Jesus’ name, Amen.',
        ];
      case 'daily_meditation':
        return [
          'Sit comfortably and let your breathing slow. Read each line, then rest in it.',
          ...stanzas.map((s) => s.join('\n')),
          'Stay in the quiet for a few breaths, and carry one line with you into the day.',
        ];
      case 'scripture_reflection':
        return [
          stanzas[0]!.join('\n'),
          `These words speak of ${request.theme}. Where in your life today do you need to hear them? Read them again slowly and notice the phrase that stays with you.`,
        ];
      case 'journal_prompt':
        return [
          `Where have you noticed ${request.theme} in your life this week?`,
          'What made it hard to see? What would you like to say to God about it?',
          stanzas[0]!.join('\n'),
        ];
      case 'weekly_workflow':
        return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (day, i) =>
            `${day}: pray with Psalm ${verses[i % verses.length]!.chapter} and write one line about ${request.theme}.`,
        );
      default:
        return stanzas.map((s) => s.join('\n'));
    }
  })();
  return { title, text: `${body.join('\n\n')}\n\n${citation(verses)}` };
}

export function createOfflineComposer(): TextProvider {
  return {
    kind: 'offline',
    label: 'Offline composer (World English Bible psalms)',
    write: async (request) => compose(request),
    check: async () => ({
      ok: webPsalms().length > 0,
      detail: `${webPsalms().length} verses of the Psalms available offline`,
    }),
  };
}
