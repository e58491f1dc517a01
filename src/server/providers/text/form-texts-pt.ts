import type { FormTexts } from './form-texts';

// Brazilian Portuguese: the reader is "você", God is "tu" (decision 031).
export const formTextsPt: FormTexts = {
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
  today: (theme) => ({
    word: theme,
    this: 'este dia',
    at: 'hoje',
    title: '',
    thanks: 'Obrigado por este novo dia e pelo teu amor fiel.',
    ask: `Enche este dia de ${theme} e deixa-me caminhar contigo.`,
  }),
  title: {
    daily_psalm: (phrase) => `Salmo ${phrase}`,
    daily_prayer: (phrase) => `Oração ${phrase}`,
    daily_meditation: (phrase) => `Meditação ${phrase}`,
    scripture_reflection: (phrase) => `Reflexão ${phrase}`,
    journal_prompt: (phrase) => `Diário: perguntas ${phrase}`,
    weekly_workflow: (phrase) => `Uma semana ${phrase}`,
  },
  themePhrase: (contentType, theme) =>
    contentType === 'daily_psalm' ||
    contentType === 'daily_prayer' ||
    contentType === 'weekly_workflow'
      ? `de ${theme}`
      : `sobre ${theme}`,
  cite: (ref) => `Salmo ${ref}`,
  psalm: {
    opening: (o) => `Senhor, ${o.at}, eu elevo a ti o meu coração.`,
    closing: (o) => `${o.ask} Eu te louvarei todos os meus dias.`,
  },
  prayer: {
    address: 'Senhor Deus, nosso Pai,',
    confession: 'Confesso que nem sempre confiei em ti; perdoa-me e renova o meu coração.',
    holdOn: 'Eu me apego à tua palavra:',
    amen: 'Em nome de Jesus, amém.',
  },
  meditation: {
    settle: (o) =>
      `1. Acalme-se. Sente-se confortavelmente, solte os ombros e respire devagar três vezes. Traga ${o.this} em silêncio diante de Deus.`,
    read: '2. Leia devagar. Leia estas palavras duas vezes, parando no fim de cada linha:',
    silence:
      '3. Silêncio. Fique em silêncio por dois minutos. Quando os pensamentos se dispersarem, volte a uma frase da leitura.',
    return: '4. Volte. Abra os olhos, respire fundo e leia as palavras mais uma vez.',
    close: (o) => `5. Encerre. Ore com suas palavras, ou com estas: ${o.ask} Amém.`,
  },
  reflection: {
    read: (citation) => `Leia o ${citation}:`,
    explain: {
      wedding:
        'O salmo vê o amor e o lar como dons de Deus: uma vida construída com ele é uma vida que permanece e se alegra.',
      exams:
        'O salmista pede que Deus o ensine e confia que o entendimento vem de Deus, não da preocupação.',
      harvest:
        'O salmo agradece a Deus pela chuva, pelos campos e pelo alimento: toda colheita é dom dele antes de ser trabalho nosso.',
      healing: 'O salmista clama em sua fraqueza e descobre que Deus ouve, sustenta e cura.',
      grief:
        'O salmo não esconde a tristeza; diz que Deus está perto dos que têm o coração partido e permanece quando outros se vão.',
      birth: 'O salmista se maravilha de que Deus conheceu e formou cada vida antes de nascer.',
      work: 'O salmo pede que Deus confirme a obra das nossas mãos e promete que ele guia os passos de quem confia nele.',
      travel: 'O salmo promete que Deus nos guarda aonde quer que formos, de dia e de noite.',
      speech:
        'O salmista pede que Deus guarde a sua boca e torne as suas palavras agradáveis a ele: o que dizemos faz parte da nossa oração.',
      praise: 'O salmo chama tudo o que vive a louvar a Deus, porque ele é grande e bom.',
      gratitude: 'O salmo lembra a bondade de Deus e responde a ela com gratidão.',
      guidance: 'O salmista pede para aprender o caminho de Deus e confia que Deus o mostrará.',
      comfort: 'O salmo diz que Deus se aproxima nos lugares escuros e cura as feridas.',
      protection: 'O salmo apresenta Deus como refúgio e fortaleza que não cede.',
      forgiveness:
        'O salmista confessa o seu pecado e descobre que Deus perdoa e purifica o coração.',
      strength: 'O salmista encontra força não em si mesmo, mas em Deus, que o socorre.',
      peace:
        'O salmo descreve o descanso que Deus dá: um coração quieto, que pode deitar-se e dormir.',
      joy: 'O salmo fala de uma alegria que vem da presença de Deus, não das circunstâncias.',
      trust: 'O salmista escolhe confiar em Deus quando tem medo, e o encontra fiel.',
    },
    questions: (o) => [
      'Que palavra ou linha desta passagem fica com você, e por quê?',
      `O que esta passagem diz a você sobre ${o.this}?`,
      'O que você vai pedir a Deus ao levar estas palavras para o seu dia?',
    ],
  },
  journal: {
    question: (o) =>
      `Sobre ${o.this}: onde você viu Deus agindo, e o que você quer dizer ao Senhor?`,
    followUps: () => ['O que parece mais difícil?', 'Pelo que você agradece?'],
  },
  citation: (citations) =>
    `— Composto offline a partir da Almeida 1911 (domínio público; ortografia de 1911): ${citations.join(', ')}.`,
};
