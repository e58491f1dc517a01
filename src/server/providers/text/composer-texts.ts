import type { Language } from '@contracts/enums';

// The weekly plan's words in each language (decision 031): one line a day, a psalm to pray with and
// a line to write. The other kinds of writing have their forms in form-texts-*.ts (decision 056).

export type WeekTexts = {
  days: string[];
  line: (day: string, chapter: number, theme: string) => string;
};

const english: WeekTexts = {
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  line: (day, chapter, theme) =>
    `${day}: pray with Psalm ${chapter} and write one line about ${theme}.`,
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
};

const spanish: WeekTexts = {
  days: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  line: (day, chapter, theme) =>
    `${day}: ora con el Salmo ${chapter} y escribe una línea sobre ${theme}.`,
};

export const composerTexts: Record<Language, { week: WeekTexts }> = {
  en: { week: english },
  pt: { week: portuguese },
  es: { week: spanish },
};
