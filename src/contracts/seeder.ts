import { z } from 'zod';
import type { DifficultyLevel } from './enums';
import type { Language } from './languages';
import { starterContent } from './starter-library';

/** A seeded text in the other languages (English is the row's own, decision 052). */
type Translations<T> = Record<Exclude<Language, 'en'>, T>;
type SampleTexts = { title: string; description: string };

export type SampleCategory = 'Prayer' | 'Meditation' | 'Scripture Study';

export type SampleItem = SampleTexts & {
  category: SampleCategory;
  difficultyLevel: DifficultyLevel;
  durationMinutes: number;
  translations: Translations<SampleTexts>;
};

type CategoryTexts = { name: string; description: string };

/**
 * The categories every library starts with (drizzle/0001_seed.sql; the sample items are filed
 * under three of them): their English description, and both texts in Portuguese and Spanish.
 */
export const seededCategories: Record<
  SampleCategory | 'Daily Psalms',
  { description: string; translations: Translations<CategoryTexts> }
> = {
  'Daily Psalms': {
    description: 'A new psalm for every day, with optional audio narration',
    translations: {
      pt: {
        name: 'Salmos diários',
        description: 'Um novo salmo para cada dia, com narração em áudio opcional',
      },
      es: {
        name: 'Salmos diarios',
        description: 'Un nuevo salmo para cada día, con narración en audio opcional',
      },
    },
  },
  Prayer: {
    description: 'Prayers for every part of the day and every season of life',
    translations: {
      pt: { name: 'Oração', description: 'Orações para cada parte do dia e cada estação da vida' },
      es: {
        name: 'Oración',
        description: 'Oraciones para cada momento del día y cada etapa de la vida',
      },
    },
  },
  Meditation: {
    description: 'Guided meditations on Scripture for stillness and focus',
    translations: {
      pt: {
        name: 'Meditação',
        description: 'Meditações guiadas nas Escrituras para a quietude e o foco',
      },
      es: {
        name: 'Meditación',
        description: 'Meditaciones guiadas en las Escrituras para la quietud y la concentración',
      },
    },
  },
  'Scripture Study': {
    description: 'Reflections and studies that open up the Bible',
    translations: {
      pt: { name: 'Estudo bíblico', description: 'Reflexões e estudos que abrem a Bíblia' },
      es: { name: 'Estudio bíblico', description: 'Reflexiones y estudios que abren la Biblia' },
    },
  },
};

/** The six sample items of the Sample Content Seeder (000 §3), all published. */
export const sampleContent: readonly SampleItem[] = [
  {
    title: 'Morning Prayer of Gratitude',
    description: 'Begin the day by thanking God for the gift of a new morning.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 5,
    translations: {
      pt: {
        title: 'Oração da manhã em gratidão',
        description: 'Comece o dia agradecendo a Deus pelo presente de uma nova manhã.',
      },
      es: {
        title: 'Oración matutina de gratitud',
        description: 'Comienza el día dando gracias a Dios por el regalo de una nueva mañana.',
      },
    },
  },
  {
    title: 'Breath Prayer: Be Still',
    description:
      'A gentle breathing meditation on Psalm 46:10, "Be still, and know that I am God."',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 8,
    translations: {
      pt: {
        title: 'Oração da respiração: aquietai-vos',
        description:
          'Uma meditação suave de respiração sobre o Salmo 46:10: "Aquietai-vos e sabei que eu sou Deus."',
      },
      es: {
        title: 'Oración de la respiración: estad quietos',
        description:
          'Una suave meditación de respiración sobre el Salmo 46:10: "Estad quietos, y conoced que yo soy Dios."',
      },
    },
  },
  {
    title: 'Praying the Lord’s Prayer Slowly',
    description: 'Dwell on each line of the Lord’s Prayer and let it shape your own words.',
    category: 'Prayer',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Rezando o Pai-Nosso devagar',
        description:
          'Demore-se em cada linha do Pai-Nosso e deixe que ela molde suas próprias palavras.',
      },
      es: {
        title: 'Orar el Padre Nuestro despacio',
        description:
          'Detente en cada línea del Padre Nuestro y deja que dé forma a tus propias palabras.',
      },
    },
  },
  {
    title: 'Examen: Reviewing the Day with God',
    description: 'An evening practice of noticing where God was present and where you need grace.',
    category: 'Meditation',
    difficultyLevel: 'advanced',
    durationMinutes: 20,
    translations: {
      pt: {
        title: 'Exame: revendo o dia com Deus',
        description:
          'Uma prática noturna para perceber onde Deus esteve presente e onde você precisa de graça.',
      },
      es: {
        title: 'Examen: repasar el día con Dios',
        description:
          'Una práctica nocturna para notar dónde estuvo presente Dios y dónde necesitas su gracia.',
      },
    },
  },
  {
    title: 'Study: The Good Shepherd (Psalm 23)',
    description: 'Read Psalm 23 verse by verse and reflect on God’s care, guidance and provision.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: o Bom Pastor (Salmo 23)',
        description:
          'Leia o Salmo 23 versículo por versículo e reflita sobre o cuidado, a direção e a provisão de Deus.',
      },
      es: {
        title: 'Estudio: el Buen Pastor (Salmo 23)',
        description:
          'Lee el Salmo 23 versículo por versículo y reflexiona sobre el cuidado, la guía y la provisión de Dios.',
      },
    },
  },
  {
    title: 'Evening Prayer for Peace',
    description: 'Lay down the worries of the day and rest in God’s peace before sleep.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'Oração da noite pela paz',
        description:
          'Deixe de lado as preocupações do dia e descanse na paz de Deus antes de dormir.',
      },
      es: {
        title: 'Oración nocturna por la paz',
        description:
          'Deja a un lado las preocupaciones del día y descansa en la paz de Dios antes de dormir.',
      },
    },
  },
];

const seededCategoryList = Object.entries(seededCategories);
// The starter library (decision 055) is translated like the samples it includes.
const seededItems = new Map(
  [...sampleContent, ...starterContent].map((item) => [item.title, item]),
);

/**
 * A category in the reader's language when it is a seeded one still named as seeded (its English
 * name, any letter case): the name, and the description unless staff rewrote it. Any other
 * category, and every one in English, as stored.
 */
export function seededCategoryTexts<T extends { name: string; description?: string | null }>(
  category: T,
  language: Language,
): T {
  if (language === 'en') return category;
  const name = category.name.toLowerCase();
  const seeded = seededCategoryList.find(([english]) => english.toLowerCase() === name)?.[1];
  if (!seeded) return category;
  const texts = seeded.translations[language];
  return {
    ...category,
    name: texts.name,
    ...(category.description === seeded.description ? { description: texts.description } : {}),
  };
}

/**
 * An item's title and description in the reader's language when both are still the seeded English
 * ones: an item staff have edited is theirs, and keeps their words (decision 052).
 */
export function seededItemTexts<T extends { title: string; description: string | null }>(
  item: T,
  language: Language,
): T {
  if (language === 'en') return item;
  const seeded = seededItems.get(item.title);
  if (!seeded || seeded.description !== item.description) return item;
  return { ...item, ...seeded.translations[language] };
}

export const sampleContentExistsMessage = 'Sample content already exists';

export const seedResult = z.object({ created: z.number().int(), message: z.string() });
export type SeedResult = z.infer<typeof seedResult>;
