import type { Occasion } from './occasions';

// The person an occasion is about, when the prompt names one: the father who died, the baby who
// was born, the daughter who marries, the friend in hospital. Found in English, Portuguese or
// Spanish wording (the prompt's language need not be the writing's), and named in every form
// of the writing with its own gender (decision 070).

export const people = [
  'grandfather',
  'grandmother',
  'father',
  'mother',
  'husband',
  'wife',
  'son',
  'daughter',
  'baby',
  'child',
  'brother',
  'sister',
  'friend',
] as const;
export type PersonKey = (typeof people)[number];

/** A person as a noun of one language, with the gender its articles and pronouns agree with. */
export type Person = { noun: string; gender: 'masculine' | 'feminine' | 'neutral' };

// Checked in the order of `people` at each place of the prompt: "grandfather" before "father".
// Accents are optional, as in occasions.ts; "amiga" is the feminine friend.
const patterns: Record<PersonKey, RegExp> = {
  grandfather: /grand(father|pa)|av[ôo](?!\p{L})|abuelo/iu,
  grandmother: /grand(mother|ma)|av[óo](?!\p{L})|abuela/iu,
  father: /father|(?<!\p{L})(dad|pai|papai|padre|pap[áa])(?!\p{L})/iu,
  mother: /mother|(?<!\p{L})(mom|mum|m[ãa]e|mam[ãa]e|madre|mam[áa])(?!\p{L})/iu,
  husband: /husband|(?<!\p{L})(marido|esposo)(?!\p{L})/iu,
  wife: /(?<!\p{L})(wife|esposa)(?!\p{L})/iu,
  son: /(?<!\p{L})(sons?|filhos?|hijos?)(?!\p{L})/iu,
  daughter: /daughter|(?<!\p{L})(filhas?|hijas?)(?!\p{L})/iu,
  baby: /(?<!\p{L})(bab(y|ies)|beb[êé]s?)(?!\p{L})|newborn|rec[eé]m-nascid|reci[eé]n nacid/iu,
  child: /(?<!\p{L})(child|children|crian[çc]as?|ni[ñn][oa]s?)(?!\p{L})/iu,
  brother: /brother|irm[ãa]o(?!\p{L})|hermano/iu,
  sister: /sister|irm[ãa](?!\p{L})|hermana/iu,
  friend: /friend|(?<!\p{L})amig[oa]s?(?!\p{L})/iu,
};

/** Who each occasion may be about: a birth is a baby's or a child's, not a father's. */
const occasionPeople: Partial<Record<Occasion, readonly PersonKey[]>> = {
  grief: people,
  hospital: people,
  illness: people,
  harsh_words: people.filter((key) => key !== 'baby'),
  birth: ['baby', 'son', 'daughter', 'child'],
  wedding: ['son', 'daughter', 'brother', 'sister', 'friend'],
};

/** The person the prompt names for its occasion, the first it mentions; null when none. */
export function detectPerson(
  prompt: string,
  occasion: Occasion,
): { key: PersonKey; feminine: boolean } | null {
  let found: { key: PersonKey; at: number } | null = null;
  for (const key of occasionPeople[occasion] ?? []) {
    const at = prompt.search(patterns[key]);
    if (at >= 0 && (!found || at < found.at)) found = { key, at };
  }
  if (!found) return null;
  // A friend's gender shows only in Portuguese and Spanish wording ("amiga").
  return {
    key: found.key,
    feminine: found.key === 'friend' && /(?<!\p{L})amigas?(?!\p{L})/iu.test(prompt),
  };
}

const nouns: Record<'en' | 'pt' | 'es', Record<PersonKey, string>> = {
  en: {
    grandfather: 'grandfather',
    grandmother: 'grandmother',
    father: 'father',
    mother: 'mother',
    husband: 'husband',
    wife: 'wife',
    son: 'son',
    daughter: 'daughter',
    baby: 'baby',
    child: 'child',
    brother: 'brother',
    sister: 'sister',
    friend: 'friend',
  },
  pt: {
    grandfather: 'avô',
    grandmother: 'avó',
    father: 'pai',
    mother: 'mãe',
    husband: 'marido',
    wife: 'esposa',
    son: 'filho',
    daughter: 'filha',
    baby: 'bebê',
    child: 'filho',
    brother: 'irmão',
    sister: 'irmã',
    friend: 'amigo',
  },
  es: {
    grandfather: 'abuelo',
    grandmother: 'abuela',
    father: 'padre',
    mother: 'madre',
    husband: 'esposo',
    wife: 'esposa',
    son: 'hijo',
    daughter: 'hija',
    baby: 'bebé',
    child: 'hijo',
    brother: 'hermano',
    sister: 'hermana',
    friend: 'amigo',
  },
};

const feminine = new Set<PersonKey>(['grandmother', 'mother', 'wife', 'daughter', 'sister']);
const masculine = new Set<PersonKey>(['grandfather', 'father', 'husband', 'son', 'brother']);

/**
 * The person in a language's words: "pai" (masculine), "amiga" (feminine). A baby, a child or a
 * friend is neutral in English ("them") and masculine in Portuguese and Spanish unless the prompt
 * says "amiga".
 */
export function personIn(
  language: 'en' | 'pt' | 'es',
  found: { key: PersonKey; feminine: boolean },
): Person {
  const gender =
    feminine.has(found.key) || found.feminine
      ? 'feminine'
      : masculine.has(found.key) || language !== 'en'
        ? 'masculine'
        : 'neutral';
  const noun = nouns[language][found.key];
  return {
    noun: gender === 'feminine' && language !== 'en' ? noun.replace(/o$/, 'a') : noun,
    gender,
  };
}
