// How well a verse answers the editor's prompt: shared words (after a light stemming) count most,
// words of the same family (a small synonym table) count less.

const stopWords = new Set(
  (
    'a an the and or but nor of for to in on at by with from into about as is are be was were been ' +
    'will would shall can could may might do does did have has had it its this that these those ' +
    'i me my we us our you your he him his she her they them their who whom what when where which ' +
    'while all some any each every so very just also not no yes please write psalm psalms prayer ' +
    'meditation reflection today people day one someone something theme'
  ).split(' '),
);

/** Lowercase, without a possessive and a few common suffixes: "waiting" → "wait", "mercies" → "merci". */
export function stem(word: string) {
  let w = word.toLowerCase().replace(/[’']s?$/, '');
  if (w === 'news') return w;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ness')) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ly')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ful')) w = w.slice(0, -3);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

/** The stems of a text's words, without the commonest ones. */
export function stems(text: string) {
  return (text.toLowerCase().match(/[a-z][a-z’']*/g) ?? [])
    .filter((word) => word.length >= 3 && !stopWords.has(word.replace(/[’']s?$/, '')))
    .map(stem);
}

// Words an editor writes → words the Psalms use for the same need (as written; stemmed on use).
const synonymTable: [string[], string[]][] = [
  [
    [
      'hospital',
      'surgery',
      'doctor',
      'doctors',
      'illness',
      'ill',
      'sick',
      'sickness',
      'disease',
      'cancer',
      'treatment',
      'recovery',
      'patient',
      'healing',
      'heal',
      'health',
    ],
    [
      'heal',
      'heals',
      'healed',
      'sickbed',
      'illness',
      'health',
      'restore',
      'sustain',
      'strength',
      'life',
    ],
  ],
  [
    ['waiting', 'wait', 'waits', 'patience', 'patient'],
    ['wait', 'waits', 'hope', 'patiently', 'morning', 'watch'],
  ],
  [
    ['news', 'result', 'results', 'word', 'call'],
    ['hear', 'heard', 'news', 'word', 'answer', 'answered'],
  ],
  [
    ['family', 'families', 'household', 'home', 'parents', 'relatives'],
    ['children', 'house', 'families', 'mother', 'father', 'brothers'],
  ],
  [
    ['child', 'children', 'kids', 'son', 'daughter', 'baby', 'newborn'],
    ['children', 'child', 'mother', 'youth', 'womb'],
  ],
  [
    ['worry', 'worried', 'anxious', 'anxiety', 'fear', 'afraid', 'scared', 'panic'],
    ['afraid', 'fear', 'fears', 'trouble', 'peace', 'rest', 'steadfast', 'heart'],
  ],
  [
    ['grief', 'grieving', 'loss', 'mourning', 'bereaved', 'sorrow', 'sad', 'sadness'],
    ['tears', 'comfort', 'broken', 'near', 'weeping', 'mourning', 'heart'],
  ],
  [
    ['tired', 'weary', 'exhausted', 'burnout', 'burden', 'burdened'],
    ['weary', 'rest', 'strength', 'renewed', 'burden', 'burdens', 'sustain'],
  ],
  [
    ['lonely', 'alone', 'isolated', 'abandoned'],
    ['alone', 'near', 'forsake', 'families', 'with'],
  ],
  [
    ['night', 'sleep', 'sleepless', 'insomnia', 'bedtime'],
    ['night', 'sleep', 'lie', 'bed', 'rest', 'slumber'],
  ],
  [
    ['morning', 'dawn', 'sunrise'],
    ['morning', 'dawn', 'light'],
  ],
  [
    ['travel', 'journey', 'trip', 'road', 'move', 'moving'],
    ['going', 'way', 'path', 'keep', 'foot'],
  ],
  [
    ['storm', 'chaos', 'turmoil'],
    ['storm', 'waves', 'calm', 'still', 'waters'],
  ],
  [
    ['job', 'work', 'career', 'interview', 'exam', 'exams', 'study'],
    ['work', 'hands', 'establish', 'provide', 'understanding'],
  ],
  [
    ['decision', 'choice', 'direction', 'future', 'uncertain', 'uncertainty'],
    ['guide', 'lead', 'way', 'path', 'counsel', 'teach'],
  ],
  [
    ['forgive', 'forgiven', 'forgiveness', 'guilt', 'mistake', 'mistakes', 'failure', 'regret'],
    ['forgives', 'forgiveness', 'mercy', 'clean', 'wash', 'transgressions', 'sins'],
  ],
  [
    ['joy', 'celebrate', 'celebration', 'happy', 'happiness', 'birthday', 'wedding'],
    ['joy', 'rejoice', 'glad', 'sing', 'dancing', 'shout'],
  ],
  [
    ['thanks', 'thankful', 'grateful', 'gratitude', 'blessing', 'blessings'],
    ['thanks', 'thanksgiving', 'good', 'praise', 'benefits'],
  ],
  [
    ['calm', 'peace', 'quiet', 'stillness', 'rest'],
    ['peace', 'still', 'quiet', 'rest', 'calm'],
  ],
  [
    ['faith', 'trust', 'confidence', 'doubt'],
    ['trust', 'refuge', 'hope', 'steadfast'],
  ],
  [
    ['hope', 'hopeful', 'hopeless'],
    ['hope', 'wait', 'morning'],
  ],
  [
    ['safe', 'safety', 'danger', 'protect', 'protection', 'shelter'],
    ['refuge', 'shield', 'keep', 'shelter', 'safety', 'fortress', 'wings'],
  ],
  [
    ['comfort', 'hurting', 'pain', 'suffering', 'broken', 'heartbroken'],
    ['comfort', 'near', 'heal', 'broken', 'tears', 'heart'],
  ],
  [
    ['strength', 'strong', 'courage', 'brave', 'weak', 'weakness'],
    ['strength', 'strong', 'courage', 'rock', 'upholds'],
  ],
  [
    ['nature', 'creation', 'earth', 'sky', 'stars', 'sea', 'mountains'],
    ['heavens', 'earth', 'sea', 'mountains', 'works', 'stars', 'moon'],
  ],
  [
    ['praise', 'worship', 'glory', 'adore'],
    ['praise', 'sing', 'glory', 'worship', 'exalt', 'majesty'],
  ],
  [
    ['weary', 'rest', 'refresh', 'renewal'],
    ['rest', 'still', 'restores', 'green', 'pastures', 'renewed'],
  ],
];

const synonyms = new Map<string, Set<string>>();
for (const [from, to] of synonymTable) {
  for (const word of from) {
    const set = synonyms.get(stem(word)) ?? new Set<string>();
    for (const target of to) set.add(stem(target));
    synonyms.set(stem(word), set);
  }
}

export type PromptTerms = { direct: Set<string>; related: Set<string> };

/** The prompt's own stems, and the stems of their synonyms (minus the prompt's own). */
export function promptTerms(prompt: string): PromptTerms {
  const direct = new Set(stems(prompt));
  const related = new Set<string>();
  for (const word of direct) for (const other of synonyms.get(word) ?? []) related.add(other);
  for (const word of direct) related.delete(word);
  return { direct, related };
}

/** How many of the terms a verse shares. */
export function overlap(verseStems: Set<string>, terms: Set<string>) {
  let hits = 0;
  for (const term of terms) if (verseStems.has(term)) hits += 1;
  return hits;
}
