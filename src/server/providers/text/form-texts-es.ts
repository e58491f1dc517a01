import type { FormTexts } from './form-texts';

// Latin American Spanish: the reader is "tú", and so is God (decision 031).
export const formTextsEs: FormTexts = {
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
  today: (theme) => ({
    word: theme,
    this: 'este día',
    at: 'hoy',
    title: '',
    thanks: 'Gracias por este nuevo día y por tu amor fiel.',
    ask: `Llena este día de ${theme}, y déjame caminar contigo.`,
  }),
  title: {
    daily_psalm: (phrase) => `Salmo ${phrase}`,
    daily_prayer: (phrase) => `Oración ${phrase}`,
    daily_meditation: (phrase) => `Meditación ${phrase}`,
    scripture_reflection: (phrase) => `Reflexión ${phrase}`,
    journal_prompt: (phrase) => `Diario: preguntas ${phrase}`,
    weekly_workflow: (phrase) => `Una semana ${phrase}`,
  },
  themePhrase: (contentType, theme) =>
    contentType === 'daily_psalm' ||
    contentType === 'daily_prayer' ||
    contentType === 'weekly_workflow'
      ? `de ${theme}`
      : `sobre ${theme}`,
  cite: (ref) => `Salmo ${ref}`,
  psalm: {
    opening: (o) => `Señor, ${o.at}, elevo a ti mi corazón.`,
    closing: (o) => `${o.ask} Te alabaré todos mis días.`,
  },
  prayer: {
    address: 'Señor Dios, Padre nuestro,',
    confession: 'Confieso que no siempre he confiado en ti; perdóname y renueva mi corazón.',
    holdOn: 'Me aferro a tu palabra:',
    amen: 'En el nombre de Jesús, amén.',
  },
  meditation: {
    settle: (o) =>
      `1. Aquiétate. Siéntate cómodamente, relaja los hombros y respira despacio tres veces. Trae ${o.this} en silencio delante de Dios.`,
    read: '2. Lee despacio. Lee estas palabras dos veces, deteniéndote al final de cada línea:',
    silence:
      '3. Silencio. Quédate en silencio durante dos minutos. Cuando tus pensamientos se distraigan, vuelve a una frase de la lectura.',
    return: '4. Vuelve. Abre los ojos, respira hondo y lee las palabras una vez más.',
    close: (o) => `5. Termina. Ora con tus palabras, o con estas: ${o.ask} Amén.`,
  },
  reflection: {
    read: (citation) => `Lee el ${citation}:`,
    explain: {
      wedding:
        'El salmo ve el amor y el hogar como regalos de Dios: una vida construida con él es una vida que permanece y se alegra.',
      exams:
        'El salmista pide a Dios que le enseñe y confía en que el entendimiento viene de Dios, no de la preocupación.',
      harvest:
        'El salmo agradece a Dios la lluvia, los campos y el alimento: toda cosecha es regalo suyo antes que trabajo nuestro.',
      healing: 'El salmista clama en su debilidad y descubre que Dios escucha, sostiene y sana.',
      grief:
        'El salmo no esconde la tristeza; dice que Dios está cerca de los quebrantados de corazón y se queda cuando otros se van.',
      birth: 'El salmista se maravilla de que Dios conoció y formó cada vida antes de nacer.',
      work: 'El salmo pide a Dios que confirme la obra de nuestras manos y promete que él guía los pasos de quien confía en él.',
      travel: 'El salmo promete que Dios nos guarda dondequiera que vayamos, de día y de noche.',
      speech:
        'El salmista pide a Dios que guarde su boca y que sus palabras le agraden: lo que decimos es parte de nuestra oración.',
      praise: 'El salmo llama a todo lo que vive a alabar a Dios, porque él es grande y bueno.',
      gratitude: 'El salmo recuerda la bondad de Dios y le responde con gratitud.',
      guidance: 'El salmista pide aprender el camino de Dios y confía en que Dios se lo mostrará.',
      comfort: 'El salmo dice que Dios se acerca en los lugares oscuros y venda las heridas.',
      protection: 'El salmo presenta a Dios como refugio y fortaleza que no cede.',
      forgiveness:
        'El salmista confiesa su pecado y descubre que Dios perdona y limpia el corazón.',
      strength: 'El salmista encuentra su fuerza no en sí mismo, sino en Dios, que lo socorre.',
      peace:
        'El salmo describe el descanso que Dios da: un corazón quieto que puede acostarse y dormir.',
      joy: 'El salmo habla de un gozo que viene de la presencia de Dios, no de las circunstancias.',
      trust: 'El salmista decide confiar en Dios cuando tiene miedo, y lo encuentra fiel.',
    },
    questions: (o) => [
      '¿Qué palabra o línea de este pasaje se queda contigo, y por qué?',
      `¿Qué te dice este pasaje sobre ${o.this}?`,
      '¿Qué le pedirás a Dios al llevar estas palabras a tu día?',
    ],
  },
  journal: {
    question: (o) =>
      `Pensando en ${o.this}, ¿dónde has visto obrar a Dios, y qué quieres decirle al Señor?`,
    followUps: () => ['¿Qué te resulta más difícil?', '¿Por qué cosas das gracias?'],
  },
  citation: (citations) =>
    `— Compuesto sin conexión a partir de la Reina-Valera 1909 (dominio público): ${citations.join(', ')}.`,
};
