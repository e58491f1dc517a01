import type { Language } from '@contracts/enums';

// The occasion an editor's prompt names (a wedding, exams, a harvest…), found in English,
// Portuguese or Spanish wording, and the words each language's writing uses for it. The offline
// composer names the occasion in every form (decision 056) and chooses its verses by the occasion's
// topic (data/topic-verses.json); the OpenAI-compatible provider is told it.

export const occasions = [
  'wedding',
  'exams',
  'harvest',
  'hospital',
  'grief',
  'birth',
  'new_job',
  'travel',
  'harsh_words',
  'illness',
] as const;
export type Occasion = (typeof occasions)[number];

/** The topic of data/topic-verses.json whose passages serve the occasion. */
export const occasionTopic: Record<Occasion, string> = {
  wedding: 'wedding',
  exams: 'exams',
  harvest: 'harvest',
  hospital: 'healing',
  grief: 'grief',
  birth: 'birth',
  new_job: 'work',
  travel: 'travel',
  harsh_words: 'speech',
  illness: 'healing',
};

// Checked in this order: a prompt about a hospital stay for an illness is a hospital stay, and
// words said at a funeral are grief. Accents are optional (editors type without them).
const detection: [Occasion, RegExp][] = [
  [
    'harsh_words',
    /harsh words|hurtful words|unkind words|hurt(ing)? (a|my) friend|palavras (duras|ásperas)|magoei|palabras (duras|ásperas)|ofend[ií] a/i,
  ],
  [
    'grief',
    /funeral|grie(f|ving)|mourn|death|died|passed away|\bloss of\b|luto|falec|morte|perda d|duelo|fallec|muerte|p[eé]rdida de/i,
  ],
  ['wedding', /wedding|marr(y|ied|iage)|bride|casamento|casar|noiv|\bbodas?\b|matrimonio|novios/i],
  ['exams', /\bexam|\bfinals\b|\bprovas?\b|vestibular|exame|ex[aá]men/i],
  ['harvest', /harvest|\bcrops?\b|colheita|safra|cosecha/i],
  ['hospital', /hospital|surgery|operation|cirurgia|internad|internaç|cirug[ií]a|ingresad/i],
  [
    'birth',
    /\bbirth|newborn|new baby|nasciment|rec[eé]m-nascid|beb[eê]|nacimiento|reci[eé]n nacid/i,
  ],
  [
    'new_job',
    /new job|new work|new position|first day at work|novo (emprego|trabalho)|nuevo (empleo|trabajo)/i,
  ],
  ['travel', /travel|journey|\btrip\b|flight|viagem|viajar|\bviaje\b|vuelo/i],
  ['illness', /\bill\b|illness|\bsick|disease|cancer|diagnos|doen[cç]a|doente|enfermedad|enfermo/i],
];

/** The occasion a prompt names, if any. */
export function detectOccasion(prompt: string): Occasion | null {
  for (const [occasion, pattern] of detection) if (pattern.test(prompt)) return occasion;
  return null;
}

export type OccasionWords = {
  /** The word that must appear in the writing ("wedding", "casamento", "boda"). */
  word: string;
  /** After "for"-like words, as a noun phrase: "this wedding", "estas provas". */
  this: string;
  /** A time clause that opens a sentence: "on this wedding day", "neste luto". */
  at: string;
  /** Ends a title after "A Prayer", "Uma oração": "for a Wedding Day", "para um nascimento". */
  title: string;
  /** A thanksgiving of the occasion, one sentence. */
  thanks: string;
  /** What the writer asks of God for it, one sentence. */
  ask: string;
};

const english: Record<Occasion, OccasionWords> = {
  wedding: {
    word: 'wedding',
    this: 'this wedding',
    at: 'on this wedding day',
    title: 'for a Wedding Day',
    thanks: 'Thank you for the gift of love and for the joy of this wedding day.',
    ask: 'Bless the two who make their promises today, and keep their love faithful and kind.',
  },
  exams: {
    word: 'exams',
    this: 'these exams',
    at: 'in these days of exams',
    title: 'for a Time of Exams',
    thanks: 'Thank you for every day of learning that led to these exams.',
    ask: 'Give me a clear mind and a quiet heart as I sit these exams, and help me to rest in you whatever the results.',
  },
  harvest: {
    word: 'harvest',
    this: 'this harvest',
    at: 'at this harvest',
    title: 'for the Harvest',
    thanks:
      'Thank you for rain and sun, for the work of many hands and for the fruit of this harvest.',
    ask: 'Teach us to share what the harvest has brought, so that no one goes without.',
  },
  hospital: {
    word: 'hospital',
    this: 'this hospital stay',
    at: 'during this hospital stay',
    title: 'for a Hospital Stay',
    thanks: 'Thank you for the doctors and nurses who care for the sick in this hospital.',
    ask: 'Be near in the long hours of this hospital stay; bring rest, healing and good news.',
  },
  grief: {
    word: 'grief',
    this: 'this grief',
    at: 'in this grief',
    title: 'in a Time of Grief',
    thanks:
      'Thank you for the life of the one we have lost, and for every good thing we received through them.',
    ask: 'Hold me in this grief; comfort those who mourn, and keep our memories gentle.',
  },
  birth: {
    word: 'birth',
    this: 'this birth',
    at: 'at the birth of this child',
    title: 'for a Birth',
    thanks: 'Thank you for the gift of new life and for the safe birth of this child.',
    ask: 'Keep this child and this family in your care, and give them strength for the days ahead.',
  },
  new_job: {
    word: 'job',
    this: 'this new job',
    at: 'as I begin this new job',
    title: 'for a New Job',
    thanks: 'Thank you for this new job and for the work you have given me to do.',
    ask: 'Give me patience to learn, kindness toward those I work with, and faithfulness in small things.',
  },
  travel: {
    word: 'journey',
    this: 'this journey',
    at: 'as I set out on this journey',
    title: 'for a Journey',
    thanks: 'Thank you for the places and the people this journey will bring.',
    ask: 'Watch over my going out and my coming in, and bring me home in peace from this journey.',
  },
  harsh_words: {
    word: 'harsh words',
    this: 'the harsh words spoken to a friend',
    at: 'after the harsh words I said to my friend',
    title: 'after Harsh Words to a Friend',
    thanks: 'Thank you for the gift of friendship and for your patience with me.',
    ask: 'Forgive the harsh words I spoke; give me the humility to say sorry and the grace to mend what I broke.',
  },
  illness: {
    word: 'illness',
    this: 'this illness',
    at: 'in this illness',
    title: 'in a Time of Illness',
    thanks:
      'Thank you for every sign of your care in this illness: each kind visit, each good night of rest.',
    ask: 'Bring healing in this illness, and give strength and patience for each day.',
  },
};

const portuguese: Record<Occasion, OccasionWords> = {
  wedding: {
    word: 'casamento',
    this: 'este casamento',
    at: 'neste dia de casamento',
    title: 'para o dia do casamento',
    thanks: 'Obrigado pelo dom do amor e pela alegria deste casamento.',
    ask: 'Abençoa os dois que fazem suas promessas hoje e guarda o seu amor fiel e gentil.',
  },
  exams: {
    word: 'provas',
    this: 'estas provas',
    at: 'nestes dias de provas',
    title: 'para um tempo de provas',
    thanks: 'Obrigado por cada dia de estudo que me trouxe até estas provas.',
    ask: 'Dá-me uma mente clara e um coração tranquilo nestas provas, e ajuda-me a descansar em ti, seja qual for o resultado.',
  },
  harvest: {
    word: 'colheita',
    this: 'esta colheita',
    at: 'nesta colheita',
    title: 'para a colheita',
    thanks:
      'Obrigado pela chuva e pelo sol, pelo trabalho de muitas mãos e pelo fruto desta colheita.',
    ask: 'Ensina-nos a repartir o que a colheita trouxe, para que não falte a ninguém.',
  },
  hospital: {
    word: 'hospital',
    this: 'estes dias no hospital',
    at: 'nestes dias no hospital',
    title: 'para dias no hospital',
    thanks: 'Obrigado pelos médicos e enfermeiros que cuidam dos doentes neste hospital.',
    ask: 'Fica perto nas longas horas no hospital; traz descanso, cura e boas notícias.',
  },
  grief: {
    word: 'luto',
    this: 'este luto',
    at: 'neste luto',
    title: 'para um tempo de luto',
    thanks: 'Obrigado pela vida de quem perdemos e por todo o bem que recebemos por meio dela.',
    ask: 'Segura-me neste luto; consola os que choram e guarda com ternura as nossas lembranças.',
  },
  birth: {
    word: 'nascimento',
    this: 'este nascimento',
    at: 'no nascimento desta criança',
    title: 'para um nascimento',
    thanks: 'Obrigado pelo dom da vida nova e pelo nascimento desta criança.',
    ask: 'Guarda esta criança e esta família em teu cuidado e dá-lhes força para os dias que vêm.',
  },
  new_job: {
    word: 'emprego',
    this: 'este novo emprego',
    at: 'ao começar este novo emprego',
    title: 'para um novo emprego',
    thanks: 'Obrigado por este novo emprego e pelo trabalho que me deste para fazer.',
    ask: 'Dá-me paciência para aprender, bondade com os colegas e fidelidade nas pequenas coisas.',
  },
  travel: {
    word: 'viagem',
    this: 'esta viagem',
    at: 'ao partir nesta viagem',
    title: 'para uma viagem',
    thanks: 'Obrigado pelos lugares e pelas pessoas que esta viagem vai trazer.',
    ask: 'Guarda a minha saída e a minha chegada, e traz-me de volta em paz desta viagem.',
  },
  harsh_words: {
    word: 'palavras duras',
    this: 'as palavras duras ditas a um amigo',
    at: 'depois das palavras duras que eu disse ao meu amigo',
    title: 'depois de palavras duras a um amigo',
    thanks: 'Obrigado pelo dom da amizade e pela tua paciência comigo.',
    ask: 'Perdoa as palavras duras que eu disse; dá-me humildade para pedir perdão e graça para consertar o que quebrei.',
  },
  illness: {
    word: 'doença',
    this: 'esta doença',
    at: 'nesta doença',
    title: 'para um tempo de doença',
    thanks:
      'Obrigado por cada sinal do teu cuidado nesta doença: cada visita, cada noite de descanso.',
    ask: 'Traz cura nesta doença e dá força e paciência para cada dia.',
  },
};

const spanish: Record<Occasion, OccasionWords> = {
  wedding: {
    word: 'boda',
    this: 'esta boda',
    at: 'en este día de boda',
    title: 'para el día de la boda',
    thanks: 'Gracias por el regalo del amor y por la alegría de esta boda.',
    ask: 'Bendice a los dos que hoy hacen sus promesas, y guarda su amor fiel y tierno.',
  },
  exams: {
    word: 'exámenes',
    this: 'estos exámenes',
    at: 'en estos días de exámenes',
    title: 'para tiempo de exámenes',
    thanks: 'Gracias por cada día de estudio que me trajo hasta estos exámenes.',
    ask: 'Dame una mente clara y un corazón tranquilo en estos exámenes, y ayúdame a descansar en ti, sea cual sea el resultado.',
  },
  harvest: {
    word: 'cosecha',
    this: 'esta cosecha',
    at: 'en esta cosecha',
    title: 'para la cosecha',
    thanks:
      'Gracias por la lluvia y el sol, por el trabajo de muchas manos y por el fruto de esta cosecha.',
    ask: 'Enséñanos a compartir lo que la cosecha ha traído, para que a nadie le falte.',
  },
  hospital: {
    word: 'hospital',
    this: 'estos días en el hospital',
    at: 'en estos días en el hospital',
    title: 'para días en el hospital',
    thanks: 'Gracias por los médicos y enfermeros que cuidan a los enfermos en este hospital.',
    ask: 'Quédate cerca en las largas horas del hospital; trae descanso, sanidad y buenas noticias.',
  },
  grief: {
    word: 'duelo',
    this: 'este duelo',
    at: 'en este duelo',
    title: 'para un tiempo de duelo',
    thanks:
      'Gracias por la vida de quien hemos perdido y por todo el bien que recibimos por medio de ella.',
    ask: 'Sostenme en este duelo; consuela a los que lloran y guarda con ternura nuestros recuerdos.',
  },
  birth: {
    word: 'nacimiento',
    this: 'este nacimiento',
    at: 'en el nacimiento de este niño',
    title: 'para un nacimiento',
    thanks: 'Gracias por el regalo de una vida nueva y por el nacimiento de este niño.',
    ask: 'Guarda a este niño y a esta familia en tu cuidado, y dales fuerza para los días que vienen.',
  },
  new_job: {
    word: 'trabajo',
    this: 'este nuevo trabajo',
    at: 'al comenzar este nuevo trabajo',
    title: 'para un nuevo trabajo',
    thanks: 'Gracias por este nuevo trabajo y por la tarea que me has dado.',
    ask: 'Dame paciencia para aprender, bondad con mis compañeros y fidelidad en lo pequeño.',
  },
  travel: {
    word: 'viaje',
    this: 'este viaje',
    at: 'al salir de viaje',
    title: 'para un viaje',
    thanks: 'Gracias por los lugares y las personas que este viaje traerá.',
    ask: 'Guarda mi salida y mi entrada, y tráeme de vuelta en paz de este viaje.',
  },
  harsh_words: {
    word: 'palabras duras',
    this: 'las palabras duras dichas a un amigo',
    at: 'después de las palabras duras que le dije a mi amigo',
    title: 'después de palabras duras a un amigo',
    thanks: 'Gracias por el regalo de la amistad y por tu paciencia conmigo.',
    ask: 'Perdona las palabras duras que dije; dame humildad para pedir perdón y gracia para reparar lo que rompí.',
  },
  illness: {
    word: 'enfermedad',
    this: 'esta enfermedad',
    at: 'en esta enfermedad',
    title: 'para un tiempo de enfermedad',
    thanks:
      'Gracias por cada señal de tu cuidado en esta enfermedad: cada visita, cada noche de descanso.',
    ask: 'Trae sanidad en esta enfermedad, y da fuerza y paciencia para cada día.',
  },
};

export const occasionWords: Record<Language, Record<Occasion, OccasionWords>> = {
  en: english,
  pt: portuguese,
  es: spanish,
};
