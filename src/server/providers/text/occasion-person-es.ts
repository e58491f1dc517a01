import type { Person } from './occasion-people';
import type { Occasion, OccasionWords } from './occasions';

// The Spanish words of an occasion about a person (decision 070): "en este duelo por mi padre",
// "en la enfermedad de mi madre". Articles and pronouns agree with the person's gender; the reader
// prays "mi" and is asked "tu" (decision 031).

const agree = ({ gender }: Person) =>
  gender === 'feminine'
    ? { un: 'una', nuestro: 'nuestra', el: 'ella', enfermo: 'enferma' }
    : { un: 'un', nuestro: 'nuestro', el: 'él', enfermo: 'enfermo' };

export const personWordsEs: Partial<Record<Occasion, (p: Person) => OccasionWords>> = {
  grief: (p) => {
    const a = agree(p);
    return {
      word: 'duelo',
      this: `este duelo por tu ${p.noun}`,
      at: `en este duelo por mi ${p.noun}`,
      title: `en el duelo por ${a.un} ${p.noun}`,
      thanks: `Gracias por la vida de mi ${p.noun}, a quien hemos perdido, y por todo el bien que recibimos por medio de ${a.el}.`,
      ask: `Sostenme en este duelo; consuela a todos los que lloran a mi ${p.noun} y guarda con ternura nuestros recuerdos de ${a.el}.`,
    };
  },
  birth: (p) => {
    const a = agree(p);
    return {
      word: 'nacimiento',
      this: `el nacimiento de tu ${p.noun}`,
      at: `en el nacimiento de ${a.nuestro} ${p.noun}`,
      title: `para el nacimiento de ${a.un} ${p.noun}`,
      thanks: `Gracias por el regalo de una vida nueva y por el nacimiento de ${a.nuestro} ${p.noun}.`,
      ask: `Guarda a ${a.nuestro} ${p.noun} y a esta familia en tu cuidado, y dales fuerza para los días que vienen.`,
    };
  },
  wedding: (p) => {
    const a = agree(p);
    return {
      word: 'boda',
      this: `la boda de tu ${p.noun}`,
      at: `en el día de la boda de mi ${p.noun}`,
      title: `para la boda de ${a.un} ${p.noun}`,
      thanks: `Gracias por el regalo del amor y por la alegría de la boda de mi ${p.noun}.`,
      ask: `Bendice a mi ${p.noun} y a quien hoy se casa con ${a.el}, y guarda su amor fiel y tierno.`,
    };
  },
  hospital: (p) => {
    const a = agree(p);
    return {
      word: 'hospital',
      this: `los días de tu ${p.noun} en el hospital`,
      at: `mientras mi ${p.noun} está en el hospital`,
      title: `para ${a.un} ${p.noun} en el hospital`,
      thanks: `Gracias por los médicos y enfermeros que cuidan a mi ${p.noun} en este hospital.`,
      ask: `Quédate cerca de mi ${p.noun} en las largas horas del hospital; trae descanso, sanidad y buenas noticias.`,
    };
  },
  illness: (p) => {
    const a = agree(p);
    return {
      word: 'enfermedad',
      this: `la enfermedad de tu ${p.noun}`,
      at: `en la enfermedad de mi ${p.noun}`,
      title: `para ${a.un} ${p.noun} ${a.enfermo}`,
      thanks: `Gracias por cada señal de tu cuidado en la enfermedad de mi ${p.noun}: cada visita, cada noche de descanso.`,
      ask: `Trae sanidad a mi ${p.noun} en esta enfermedad, y da fuerza y paciencia para cada día.`,
    };
  },
  harsh_words: (p) => ({
    word: 'palabras duras',
    this: `las palabras duras dichas a tu ${p.noun}`,
    at: `después de las palabras duras que le dije a mi ${p.noun}`,
    title: `después de palabras duras a ${agree(p).un} ${p.noun}`,
    thanks: `Gracias por mi ${p.noun} y por tu paciencia conmigo.`,
    ask: `Perdona las palabras duras que le dije a mi ${p.noun}; dame humildad para pedir perdón y gracia para reparar lo que rompí.`,
  }),
};
