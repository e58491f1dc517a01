import type { Language } from '@contracts/enums';
import { detectPerson, personIn } from './occasion-people';
import { personWordsEn } from './occasion-person-en';
import { personWordsEs } from './occasion-person-es';
import { personWordsPt } from './occasion-person-pt';
import { occasionWords, type Occasion, type OccasionWords } from './occasions';

// The words of the occasion a prompt names, with the person it is about when it names one ("a
// family grieving a father" is grief for a father, decision 070), else the occasion's own words.

const personWords = { en: personWordsEn, pt: personWordsPt, es: personWordsEs } as const;

export function wordsForPrompt(
  language: Language,
  occasion: Occasion,
  prompt: string,
): OccasionWords {
  const found = detectPerson(prompt, occasion);
  const withPerson = personWords[language][occasion];
  return found && withPerson
    ? withPerson(personIn(language, found))
    : occasionWords[language][occasion];
}
