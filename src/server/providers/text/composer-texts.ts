import type { AutomationContentType, Language, PsalmTheme } from '@contracts/enums';

// The offline composer's own words in each language (docs/decisions/031): titles, the frames around
// the quoted verses and the citation. Written for people at prayer: Brazilian Portuguese speaks to
// the reader as "você", Latin American Spanish as "tú"; both speak to God as "tu"/"ti".

export type ComposerTexts = {
  /** The theme as a word of the text: "peace", "paz". */
  theme: Record<PsalmTheme, string>;
  /** The title when neither the prompt nor the verses give one. */
  themeTitle: Record<AutomationContentType, (theme: string) => string>;
  /** A title around a phrase of the verses (Spanish: "Jehová es mi pastor"), by kind. */
  phraseTitle: Partial<Record<AutomationContentType, (phrase: string) => string>>;
  prayer: { opening: string; closing: string };
  meditation: { opening: string; closing: string };
  reflection: (theme: string) => string;
  journal: { question: (theme: string) => string; followUp: string };
  week: { days: string[]; line: (day: string, chapter: number, theme: string) => string };
  /** The last line: which Bible the verses are quoted from, and that it was composed offline. */
  citation: (references: { chapter: number; verse: number }[]) => string;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const english: ComposerTexts = {
  theme: {
    praise: 'praise',
    gratitude: 'gratitude',
    guidance: 'guidance',
    comfort: 'comfort',
    protection: 'protection',
    forgiveness: 'forgiveness',
    strength: 'strength',
    peace: 'peace',
    joy: 'joy',
    trust: 'trust',
  },
  themeTitle: {
    daily_psalm: (theme) => `A Psalm of ${capitalised(theme)}`,
    daily_prayer: (theme) => `A Prayer of ${capitalised(theme)}`,
    daily_meditation: (theme) => `Meditation: ${capitalised(theme)}`,
    scripture_reflection: (theme) => `Reflection on ${capitalised(theme)}`,
    journal_prompt: (theme) => `Journal Prompt: ${capitalised(theme)}`,
    weekly_workflow: (theme) => `A Week of ${capitalised(theme)}`,
  },
  // English titles come from psalm-title.ts (the prompt's key phrase or a clause of the verses).
  phraseTitle: {},
  prayer: { opening: 'Lord, I come to you today.', closing: 'In Jesus’ name, Amen.' },
  meditation: {
    opening: 'Sit comfortably and let your breathing slow. Read each line, then rest in it.',
    closing: 'Stay in the quiet for a few breaths, and carry one line with you into the day.',
  },
  reflection: (theme) =>
    `These words speak of ${theme}. Where in your life today do you need to hear them? Read them again slowly and notice the phrase that stays with you.`,
  journal: {
    question: (theme) => `Where have you noticed ${theme} in your life this week?`,
    followUp: 'What made it hard to see? What would you like to say to God about it?',
  },
  week: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    line: (day, chapter, theme) =>
      `${day}: pray with Psalm ${chapter} and write one line about ${theme}.`,
  },
  citation: (references) =>
    `— Composed offline from the World English Bible (public domain): ${references.map((r) => `Psalm ${r.chapter}:${r.verse}`).join(', ')}.`,
};

// No public-domain Portuguese Bible could be had from the package registries (decision 031): the
// verses stay in the World English Bible, inside a Portuguese frame that says so.
const portuguese: ComposerTexts = {
  theme: {
    praise: 'louvor',
    gratitude: 'gratidão',
    guidance: 'direção',
    comfort: 'consolo',
    protection: 'proteção',
    forgiveness: 'perdão',
    strength: 'força',
    peace: 'paz',
    joy: 'alegria',
    trust: 'confiança',
  },
  themeTitle: {
    daily_psalm: (theme) => `Salmo de ${theme}`,
    daily_prayer: (theme) => `Oração de ${theme}`,
    daily_meditation: (theme) => `Meditação: ${theme}`,
    scripture_reflection: (theme) => `Reflexão: ${theme}`,
    journal_prompt: (theme) => `Para o seu diário: ${theme}`,
    weekly_workflow: (theme) => `Uma semana de ${theme}`,
  },
  phraseTitle: {},
  prayer: { opening: 'Senhor, venho à tua presença hoje.', closing: 'Em nome de Jesus, amém.' },
  meditation: {
    opening:
      'Sente-se confortavelmente e deixe a respiração se acalmar. Leia cada linha com calma e descanse nela.',
    closing:
      'Permaneça em silêncio por algumas respirações e leve uma destas linhas com você ao longo do dia.',
  },
  reflection: (theme) =>
    `Estas palavras falam de ${theme}. Em que parte da sua vida você precisa ouvi-las hoje? Leia de novo, devagar, e perceba qual frase fica com você.`,
  journal: {
    question: (theme) => `Onde você percebeu ${theme} na sua vida nesta semana?`,
    followUp:
      'O que tornou isso difícil de enxergar? O que você gostaria de dizer a Deus sobre isso?',
  },
  week: {
    days: [
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ],
    line: (day, chapter, theme) =>
      `${day}: ore com o Salmo ${chapter} e escreva uma linha sobre ${theme}.`,
  },
  citation: (references) =>
    `— Composto offline com versículos da World English Bible, em inglês (domínio público): ${references.map((r) => `Salmo ${r.chapter}:${r.verse}`).join(', ')}.`,
};

const spanish: ComposerTexts = {
  theme: {
    praise: 'alabanza',
    gratitude: 'gratitud',
    guidance: 'dirección',
    comfort: 'consuelo',
    protection: 'protección',
    forgiveness: 'perdón',
    strength: 'fortaleza',
    peace: 'paz',
    joy: 'gozo',
    trust: 'confianza',
  },
  themeTitle: {
    daily_psalm: (theme) => `Salmo de ${theme}`,
    daily_prayer: (theme) => `Oración de ${theme}`,
    daily_meditation: (theme) => `Meditación: ${theme}`,
    scripture_reflection: (theme) => `Reflexión: ${theme}`,
    journal_prompt: (theme) => `Para tu diario: ${theme}`,
    weekly_workflow: (theme) => `Una semana de ${theme}`,
  },
  phraseTitle: {
    daily_psalm: (phrase) => phrase,
    daily_prayer: (phrase) => `Oración: ${phrase}`,
    daily_meditation: (phrase) => `Meditación: ${phrase}`,
    scripture_reflection: (phrase) => `Reflexión: ${phrase}`,
  },
  prayer: { opening: 'Señor, hoy vengo a tu presencia.', closing: 'En el nombre de Jesús, amén.' },
  meditation: {
    opening:
      'Siéntate cómodamente y deja que tu respiración se calme. Lee cada línea despacio y descansa en ella.',
    closing:
      'Quédate en silencio unas cuantas respiraciones y lleva contigo una de estas líneas durante el día.',
  },
  reflection: (theme) =>
    `Estas palabras hablan de ${theme}. ¿En qué parte de tu vida necesitas escucharlas hoy? Léelas otra vez, despacio, y fíjate en la frase que se queda contigo.`,
  journal: {
    question: (theme) => `¿Dónde has notado ${theme} en tu vida esta semana?`,
    followUp: '¿Qué hizo que fuera difícil verlo? ¿Qué te gustaría decirle a Dios al respecto?',
  },
  week: {
    days: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
    line: (day, chapter, theme) =>
      `${day}: ora con el Salmo ${chapter} y escribe una línea sobre ${theme}.`,
  },
  citation: (references) =>
    `— Compuesto sin conexión a partir de la Reina-Valera 1909 (dominio público): ${references.map((r) => `Salmo ${r.chapter}:${r.verse}`).join(', ')}.`,
};

export const composerTexts: Record<Language, ComposerTexts> = {
  en: english,
  pt: portuguese,
  es: spanish,
};
