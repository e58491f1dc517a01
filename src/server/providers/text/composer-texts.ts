import type { Language } from '@contracts/enums';
import type { OccasionWords } from './occasions';

// The weekly plan's words in each language (decision 031): one line a day, a psalm to pray with and
// a line to write. The other kinds of writing have their forms in the catalogs of ./i18n (decision 056).

export type WeekTexts = {
  days: string[];
  line: (day: string, chapter: number, theme: string) => string;
  /** The last day: the week's lines read back, and the occasion ("this grief…") brought to God. */
  close: (day: string, occasion: OccasionWords) => string;
};

const english: WeekTexts = {
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  line: (day, chapter, theme) =>
    `${day}: pray with Psalm ${chapter} and write one line about ${theme}.`,
  close: (day, o) =>
    `${day}: read back the lines of the week and bring ${o.this} to God in your own words.`,
};

const portuguese: WeekTexts = {
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
  close: (day, o) =>
    `${day}: releia as linhas da semana e leve ${o.this} a Deus com suas palavras.`,
};

const spanish: WeekTexts = {
  days: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  line: (day, chapter, theme) =>
    `${day}: ora con el Salmo ${chapter} y escribe una línea sobre ${theme}.`,
  close: (day, o) =>
    `${day}: relee las líneas de la semana y lleva ${o.this} a Dios con tus palabras.`,
};

export const composerTexts: Record<Language, { week: WeekTexts }> = {
  en: { week: english },
  pt: { week: portuguese },
  es: { week: spanish },
};
