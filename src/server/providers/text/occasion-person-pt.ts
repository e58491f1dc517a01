import type { Person } from './occasion-people';
import type { Occasion, OccasionWords } from './occasions';

// The Portuguese words of an occasion about a person (decision 070): "neste luto pelo meu pai",
// "na doença da minha mãe". Articles, possessives and pronouns agree with the person's gender; the
// reader prays "meu" and is asked "seu" (the reader is "você", decision 031).

const agree = ({ gender }: Person) =>
  gender === 'feminine'
    ? {
        o: 'a',
        do: 'da',
        pelo: 'pela',
        ao: 'à',
        um: 'uma',
        meu: 'minha',
        seu: 'sua',
        nosso: 'nossa',
        ele: 'ela',
      }
    : {
        o: 'o',
        do: 'do',
        pelo: 'pelo',
        ao: 'ao',
        um: 'um',
        meu: 'meu',
        seu: 'seu',
        nosso: 'nosso',
        ele: 'ele',
      };

export const personWordsPt: Partial<Record<Occasion, (p: Person) => OccasionWords>> = {
  grief: (p) => {
    const a = agree(p);
    return {
      word: 'luto',
      this: `este luto ${a.pelo} ${a.seu} ${p.noun}`,
      at: `neste luto ${a.pelo} ${a.meu} ${p.noun}`,
      title: `para o luto por ${a.um} ${p.noun}`,
      thanks: `Obrigado pela vida ${a.do} ${a.meu} ${p.noun}, que perdemos, e por todo o bem que recebemos por meio d${a.ele}.`,
      ask: `Segura-me neste luto; consola todos os que choram ${a.o} ${a.meu} ${p.noun} e guarda com ternura as nossas lembranças d${a.ele}.`,
    };
  },
  birth: (p) => {
    const a = agree(p);
    return {
      word: 'nascimento',
      this: `o nascimento ${a.do} ${a.seu} ${p.noun}`,
      at: `no nascimento ${a.do} ${a.nosso} ${p.noun}`,
      title: `para o nascimento de ${a.um} ${p.noun}`,
      thanks: `Obrigado pelo dom da vida nova e pelo nascimento ${a.do} ${a.nosso} ${p.noun}.`,
      ask: `Guarda ${a.o} ${a.nosso} ${p.noun} e esta família em teu cuidado e dá-lhes força para os dias que vêm.`,
    };
  },
  wedding: (p) => {
    const a = agree(p);
    return {
      word: 'casamento',
      this: `o casamento ${a.do} ${a.seu} ${p.noun}`,
      at: `no dia do casamento ${a.do} ${a.meu} ${p.noun}`,
      title: `para o casamento de ${a.um} ${p.noun}`,
      thanks: `Obrigado pelo dom do amor e pela alegria do casamento ${a.do} ${a.meu} ${p.noun}.`,
      ask: `Abençoa ${a.o} ${a.meu} ${p.noun} e quem se casa com ${a.ele} hoje, e guarda o seu amor fiel e gentil.`,
    };
  },
  hospital: (p) => {
    const a = agree(p);
    return {
      word: 'hospital',
      this: `os dias ${a.do} ${a.seu} ${p.noun} no hospital`,
      at: `enquanto ${a.o} ${a.meu} ${p.noun} está no hospital`,
      title: `para ${a.um} ${p.noun} no hospital`,
      thanks: `Obrigado pelos médicos e enfermeiros que cuidam ${a.do} ${a.meu} ${p.noun} neste hospital.`,
      ask: `Fica perto ${a.do} ${a.meu} ${p.noun} nas longas horas no hospital; traz descanso, cura e boas notícias.`,
    };
  },
  illness: (p) => {
    const a = agree(p);
    return {
      word: 'doença',
      this: `a doença ${a.do} ${a.seu} ${p.noun}`,
      at: `na doença ${a.do} ${a.meu} ${p.noun}`,
      title: `para ${a.um} ${p.noun} doente`,
      thanks: `Obrigado por cada sinal do teu cuidado na doença ${a.do} ${a.meu} ${p.noun}: cada visita, cada noite de descanso.`,
      ask: `Traz cura ${a.ao} ${a.meu} ${p.noun} nesta doença e dá força e paciência para cada dia.`,
    };
  },
  harsh_words: (p) => {
    const a = agree(p);
    return {
      word: 'palavras duras',
      this: `as palavras duras ditas ${a.ao} ${a.seu} ${p.noun}`,
      at: `depois das palavras duras que eu disse ${a.ao} ${a.meu} ${p.noun}`,
      title: `depois de palavras duras a ${a.um} ${p.noun}`,
      thanks: `Obrigado ${a.pelo} ${a.meu} ${p.noun} e pela tua paciência comigo.`,
      ask: `Perdoa as palavras duras que eu disse ${a.ao} ${a.meu} ${p.noun}; dá-me humildade para pedir perdão e graça para consertar o que quebrei.`,
    };
  },
};
