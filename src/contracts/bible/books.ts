/**
 * The 66 books of the Protestant canon (decision 078), shared by the server (the Bible data and its
 * loader) and the web (a later reader). Each book's id is its OSIS id (`Gen`, `Ps`, `John`), which
 * the data files and references use and which never changes; its chapter count is the one every
 * translation the app ships has (the build and the tests check it). Names and abbreviations are
 * those of Bibles printed in each language: the first abbreviation is the one a short reference is
 * written with, the others are ones readers type. No zod here: the web imports this file.
 */

/**
 * The languages books are named in: those of ../languages.ts, which a contracts subfolder may not
 * import (contracts import only their own folder); a test checks the two lists agree.
 */
export const bibleLanguages = ['en', 'pt', 'es'] as const;
export type Language = (typeof bibleLanguages)[number];

export type Testament = 'old' | 'new';

export type BookNames = {
  /** The book's name as a reference writes it: "Psalms", "Salmos", "1 Coríntios". */
  name: string;
  /** Short forms, the one short references use first: ["Ps", "Psa", "Psalm"]. */
  abbreviations: readonly string[];
};

export type Book = {
  id: string;
  testament: Testament;
  chapters: number;
  names: Readonly<Record<Language, BookNames>>;
};

type Row = [
  id: string,
  chapters: number,
  en: string,
  enAbbreviations: string,
  pt: string,
  ptAbbreviations: string,
  es: string,
  esAbbreviations: string,
];

// One line a book: id, chapters, then each language's name and its abbreviations ("|" between
// them; extra names a book is also called by, like "Song of Solomon", are abbreviations too).
const oldTestament: Row[] = [
  ['Gen', 50, 'Genesis', 'Gen|Gn|Ge', 'Gênesis', 'Gn|Gen', 'Génesis', 'Gn|Gen'],
  ['Exod', 40, 'Exodus', 'Exod|Ex|Exo', 'Êxodo', 'Êx|Ex', 'Éxodo', 'Éx|Ex'],
  ['Lev', 27, 'Leviticus', 'Lev|Lv', 'Levítico', 'Lv|Lev', 'Levítico', 'Lv|Lev'],
  ['Num', 36, 'Numbers', 'Num|Nm|Nu', 'Números', 'Nm|Num', 'Números', 'Nm|Núm'],
  ['Deut', 34, 'Deuteronomy', 'Deut|Dt|Deu', 'Deuteronômio', 'Dt|Deut', 'Deuteronomio', 'Dt|Deut'],
  ['Josh', 24, 'Joshua', 'Josh|Jos', 'Josué', 'Js|Jos', 'Josué', 'Jos'],
  ['Judg', 21, 'Judges', 'Judg|Jdg|Jg', 'Juízes', 'Jz|Jui', 'Jueces', 'Jue|Jc'],
  ['Ruth', 4, 'Ruth', 'Ruth|Rt|Ru', 'Rute', 'Rt', 'Rut', 'Rt'],
  [
    '1Sam',
    31,
    '1 Samuel',
    '1 Sam|1 Sa|1 Sm',
    '1 Samuel',
    '1Sm|1 Sam',
    '1 Samuel',
    '1 S|1 Sam|1 Sm',
  ],
  [
    '2Sam',
    24,
    '2 Samuel',
    '2 Sam|2 Sa|2 Sm',
    '2 Samuel',
    '2Sm|2 Sam',
    '2 Samuel',
    '2 S|2 Sam|2 Sm',
  ],
  ['1Kgs', 22, '1 Kings', '1 Kgs|1 Ki|1 Kg', '1 Reis', '1Rs', '1 Reyes', '1 R|1 Re|1 Rey'],
  ['2Kgs', 25, '2 Kings', '2 Kgs|2 Ki|2 Kg', '2 Reis', '2Rs', '2 Reyes', '2 R|2 Re|2 Rey'],
  [
    '1Chr',
    29,
    '1 Chronicles',
    '1 Chr|1 Ch|1 Chron',
    '1 Crônicas',
    '1Cr|1 Cro',
    '1 Crónicas',
    '1 Cr|1 Cro',
  ],
  [
    '2Chr',
    36,
    '2 Chronicles',
    '2 Chr|2 Ch|2 Chron',
    '2 Crônicas',
    '2Cr|2 Cro',
    '2 Crónicas',
    '2 Cr|2 Cro',
  ],
  ['Ezra', 10, 'Ezra', 'Ezra|Ezr', 'Esdras', 'Ed|Esd', 'Esdras', 'Esd'],
  ['Neh', 13, 'Nehemiah', 'Neh|Ne', 'Neemias', 'Ne|Nee', 'Nehemías', 'Neh|Ne'],
  ['Esth', 10, 'Esther', 'Esth|Est|Es', 'Ester', 'Et|Est', 'Ester', 'Est'],
  ['Job', 42, 'Job', 'Job|Jb', 'Jó', 'Jó|Jb', 'Job', 'Job|Jb'],
  ['Ps', 150, 'Psalms', 'Ps|Psa|Psalm|Pss', 'Salmos', 'Sl|Sal|Salmo', 'Salmos', 'Sal|Sl|Salmo'],
  ['Prov', 31, 'Proverbs', 'Prov|Pr|Prv', 'Provérbios', 'Pv|Pr|Prov', 'Proverbios', 'Pr|Prov'],
  [
    'Eccl',
    12,
    'Ecclesiastes',
    'Eccl|Ecc|Ec|Qoheleth',
    'Eclesiastes',
    'Ec|Ecl',
    'Eclesiastés',
    'Ec|Ecl',
  ],
  [
    'Song',
    8,
    'Song of Songs',
    'Song|Sg|SS|Song of Solomon|Canticles',
    'Cânticos',
    'Ct|Cânt|Cântico dos Cânticos|Cantares',
    'Cantares',
    'Cnt|Cant|Cantar de los Cantares',
  ],
  ['Isa', 66, 'Isaiah', 'Isa|Is', 'Isaías', 'Is', 'Isaías', 'Is'],
  ['Jer', 52, 'Jeremiah', 'Jer|Je|Jr', 'Jeremias', 'Jr|Jer', 'Jeremías', 'Jer|Jr'],
  ['Lam', 5, 'Lamentations', 'Lam|La', 'Lamentações', 'Lm|Lam', 'Lamentaciones', 'Lm|Lam'],
  ['Ezek', 48, 'Ezekiel', 'Ezek|Eze|Ezk', 'Ezequiel', 'Ez', 'Ezequiel', 'Ez'],
  ['Dan', 12, 'Daniel', 'Dan|Dn|Da', 'Daniel', 'Dn|Dan', 'Daniel', 'Dn|Dan'],
  ['Hos', 14, 'Hosea', 'Hos|Ho', 'Oseias', 'Os|Oséias', 'Oseas', 'Os'],
  ['Joel', 3, 'Joel', 'Joel|Jl', 'Joel', 'Jl', 'Joel', 'Jl'],
  ['Amos', 9, 'Amos', 'Amos|Am', 'Amós', 'Am', 'Amós', 'Am'],
  ['Obad', 1, 'Obadiah', 'Obad|Ob', 'Obadias', 'Ob|Obd', 'Abdías', 'Abd'],
  ['Jonah', 4, 'Jonah', 'Jonah|Jon', 'Jonas', 'Jn', 'Jonás', 'Jon'],
  ['Mic', 7, 'Micah', 'Mic|Mi', 'Miqueias', 'Mq|Miq', 'Miqueas', 'Miq'],
  ['Nah', 3, 'Nahum', 'Nah|Na', 'Naum', 'Na', 'Nahúm', 'Nah'],
  ['Hab', 3, 'Habakkuk', 'Hab|Hb', 'Habacuque', 'Hc|Hab', 'Habacuc', 'Hab'],
  ['Zeph', 3, 'Zephaniah', 'Zeph|Zep|Zp', 'Sofonias', 'Sf|Sof', 'Sofonías', 'Sof'],
  ['Hag', 2, 'Haggai', 'Hag|Hg', 'Ageu', 'Ag', 'Hageo', 'Hag'],
  ['Zech', 14, 'Zechariah', 'Zech|Zec|Zc', 'Zacarias', 'Zc|Zac', 'Zacarías', 'Zac'],
  ['Mal', 4, 'Malachi', 'Mal|Ml', 'Malaquias', 'Ml|Mal', 'Malaquías', 'Mal'],
];

const newTestament: Row[] = [
  ['Matt', 28, 'Matthew', 'Matt|Mt|Mat', 'Mateus', 'Mt|Mat', 'Mateo', 'Mt|Mat'],
  ['Mark', 16, 'Mark', 'Mark|Mk|Mr|Mrk', 'Marcos', 'Mc|Mar', 'Marcos', 'Mr|Mc|Mar'],
  ['Luke', 24, 'Luke', 'Luke|Lk|Lu', 'Lucas', 'Lc|Luc', 'Lucas', 'Lc|Luc'],
  ['John', 21, 'John', 'John|Jn|Jhn', 'João', 'Jo', 'Juan', 'Jn|Jua'],
  ['Acts', 28, 'Acts', 'Acts|Ac', 'Atos', 'At', 'Hechos', 'Hch|Hech'],
  ['Rom', 16, 'Romans', 'Rom|Ro|Rm', 'Romanos', 'Rm|Rom', 'Romanos', 'Ro|Rom'],
  [
    '1Cor',
    16,
    '1 Corinthians',
    '1 Cor|1 Co',
    '1 Coríntios',
    '1Co|1 Cor',
    '1 Corintios',
    '1 Co|1 Cor',
  ],
  [
    '2Cor',
    13,
    '2 Corinthians',
    '2 Cor|2 Co',
    '2 Coríntios',
    '2Co|2 Cor',
    '2 Corintios',
    '2 Co|2 Cor',
  ],
  ['Gal', 6, 'Galatians', 'Gal|Ga', 'Gálatas', 'Gl|Gál', 'Gálatas', 'Gá|Gál'],
  ['Eph', 6, 'Ephesians', 'Eph|Ephes', 'Efésios', 'Ef', 'Efesios', 'Ef'],
  ['Phil', 4, 'Philippians', 'Phil|Php|Pp', 'Filipenses', 'Fp|Fil', 'Filipenses', 'Fil|Flp'],
  ['Col', 4, 'Colossians', 'Col', 'Colossenses', 'Cl|Col', 'Colosenses', 'Col'],
  [
    '1Thess',
    5,
    '1 Thessalonians',
    '1 Thess|1 Th|1 Thes',
    '1 Tessalonicenses',
    '1Ts|1 Tes',
    '1 Tesalonicenses',
    '1 Ts|1 Tes',
  ],
  [
    '2Thess',
    3,
    '2 Thessalonians',
    '2 Thess|2 Th|2 Thes',
    '2 Tessalonicenses',
    '2Ts|2 Tes',
    '2 Tesalonicenses',
    '2 Ts|2 Tes',
  ],
  ['1Tim', 6, '1 Timothy', '1 Tim|1 Ti', '1 Timóteo', '1Tm|1 Tim', '1 Timoteo', '1 Ti|1 Tim'],
  ['2Tim', 4, '2 Timothy', '2 Tim|2 Ti', '2 Timóteo', '2Tm|2 Tim', '2 Timoteo', '2 Ti|2 Tim'],
  ['Titus', 3, 'Titus', 'Titus|Tit|Ti', 'Tito', 'Tt|Tit', 'Tito', 'Tit'],
  ['Phlm', 1, 'Philemon', 'Phlm|Philem|Phm', 'Filemom', 'Fm|Flm', 'Filemón', 'Flm|Filem'],
  ['Heb', 13, 'Hebrews', 'Heb|He', 'Hebreus', 'Hb|Heb', 'Hebreos', 'He|Heb'],
  ['Jas', 5, 'James', 'Jas|Jm|Jam', 'Tiago', 'Tg|Tia', 'Santiago', 'Stg|Sant'],
  ['1Pet', 5, '1 Peter', '1 Pet|1 Pe|1 Pt', '1 Pedro', '1Pe|1 Ped', '1 Pedro', '1 P|1 Pe|1 Ped'],
  ['2Pet', 3, '2 Peter', '2 Pet|2 Pe|2 Pt', '2 Pedro', '2Pe|2 Ped', '2 Pedro', '2 P|2 Pe|2 Ped'],
  ['1John', 5, '1 John', '1 John|1 Jn|1 Jo', '1 João', '1Jo', '1 Juan', '1 Jn'],
  ['2John', 1, '2 John', '2 John|2 Jn|2 Jo', '2 João', '2Jo', '2 Juan', '2 Jn'],
  ['3John', 1, '3 John', '3 John|3 Jn|3 Jo', '3 João', '3Jo', '3 Juan', '3 Jn'],
  ['Jude', 1, 'Jude', 'Jude|Jud|Jd', 'Judas', 'Jd|Jud', 'Judas', 'Jud|Jds'],
  [
    'Rev',
    22,
    'Revelation',
    'Rev|Rv|Re|Revelations|Apocalypse',
    'Apocalipse',
    'Ap|Apoc',
    'Apocalipsis',
    'Ap|Apoc',
  ],
];

const names = (name: string, abbreviations: string): BookNames => ({
  name,
  abbreviations: abbreviations.split('|'),
});

const book =
  (testament: Testament) =>
  ([id, chapters, en, enShort, pt, ptShort, es, esShort]: Row): Book => ({
    id,
    testament,
    chapters,
    names: { en: names(en, enShort), pt: names(pt, ptShort), es: names(es, esShort) },
  });

/** The books in canonical order, Genesis to Revelation. */
export const books: readonly Book[] = [
  ...oldTestament.map(book('old')),
  ...newTestament.map(book('new')),
];

export type BookId = string;

const byId = new Map(books.map((entry) => [entry.id, entry]));

export function findBook(id: string): Book | undefined {
  return byId.get(id);
}

export function isBookId(value: unknown): value is BookId {
  return typeof value === 'string' && byId.has(value);
}
