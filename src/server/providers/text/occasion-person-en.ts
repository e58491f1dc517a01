import type { Person } from './occasion-people';
import type { Occasion, OccasionWords } from './occasions';

// The English words of an occasion about a person (decision 070): "in this grief for my father".
// The reader prays in the first person ("my father") and is asked in the second ("your father").

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pronouns = {
  masculine: { him: 'him' },
  feminine: { him: 'her' },
  neutral: { him: 'them' },
} as const;

export const personWordsEn: Partial<Record<Occasion, (p: Person) => OccasionWords>> = {
  grief: ({ noun, gender }) => ({
    word: 'grief',
    this: `this grief for your ${noun}`,
    at: `in this grief for my ${noun}`,
    title: `in Grief for a ${capitalised(noun)}`,
    thanks: `Thank you for the life of my ${noun}, whom we have lost, and for every good thing we received through ${pronouns[gender].him}.`,
    ask: `Hold me in this grief; comfort all who mourn my ${noun}, and keep our memories of ${pronouns[gender].him} gentle.`,
  }),
  birth: ({ noun }) => ({
    word: 'birth',
    this: `the birth of your ${noun}`,
    at: `at the birth of our ${noun}`,
    title: `for the Birth of a ${capitalised(noun)}`,
    thanks: `Thank you for the gift of new life and for the safe birth of our ${noun}.`,
    ask: `Keep our ${noun} and this family in your care, and give them strength for the days ahead.`,
  }),
  wedding: ({ noun, gender }) => ({
    word: 'wedding',
    this: `your ${noun}’s wedding`,
    at: `on my ${noun}’s wedding day`,
    title: `for a ${capitalised(noun)}’s Wedding`,
    thanks: `Thank you for the gift of love and for the joy of my ${noun}’s wedding day.`,
    ask: `Bless my ${noun} and the one who marries ${pronouns[gender].him} today, and keep their love faithful and kind.`,
  }),
  hospital: ({ noun }) => ({
    word: 'hospital',
    this: `your ${noun}’s hospital stay`,
    at: `while my ${noun} is in hospital`,
    title: `for a ${capitalised(noun)} in Hospital`,
    thanks: `Thank you for the doctors and nurses who care for my ${noun} in this hospital.`,
    ask: `Be near my ${noun} in the long hours of this hospital stay; bring rest, healing and good news.`,
  }),
  illness: ({ noun }) => ({
    word: 'illness',
    this: `your ${noun}’s illness`,
    at: `in my ${noun}’s illness`,
    title: `for a ${capitalised(noun)} Who Is Ill`,
    thanks: `Thank you for every sign of your care in my ${noun}’s illness: each kind visit, each good night of rest.`,
    ask: `Bring healing to my ${noun} in this illness, and give strength and patience for each day.`,
  }),
  harsh_words: ({ noun }) => ({
    word: 'harsh words',
    this: `the harsh words spoken to your ${noun}`,
    at: `after the harsh words I said to my ${noun}`,
    title: `after Harsh Words to a ${capitalised(noun)}`,
    thanks: `Thank you for my ${noun}, and for your patience with me.`,
    ask: `Forgive the harsh words I spoke to my ${noun}; give me the humility to say sorry and the grace to mend what I broke.`,
  }),
};
