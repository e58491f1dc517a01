import type { SampleItem } from './seeder';

/**
 * The starter library's items beyond the six samples (docs/decisions/055): their English title and
 * description as stored, and both in Portuguese and Spanish, shown to readers of those languages
 * while the row still carries the English ones (decision 052). Their bodies are server data
 * (src/server/modules/starter-library). Durations: the narration's length plus time to pray,
 * reflect or keep silence.
 */
export const starterContent: readonly SampleItem[] = [
  // Prayers
  {
    title: 'A Prayer Before the Day’s Work',
    description: 'Offer the work in front of you to God, whatever it is and whoever sees it.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 5,
    translations: {
      pt: {
        title: 'Oração antes do trabalho do dia',
        description:
          'Ofereça a Deus o trabalho que tem pela frente, seja qual for e quem quer que o veja.',
      },
      es: {
        title: 'Oración antes del trabajo del día',
        description:
          'Ofrece a Dios el trabajo que tienes por delante, sea cual sea y quien sea que lo vea.',
      },
    },
  },
  {
    title: 'A Prayer in Anxious Times',
    description:
      'Bring your worries to God one by one and ask for the peace that guards the heart.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 6,
    translations: {
      pt: {
        title: 'Oração em tempos de ansiedade',
        description: 'Leve suas preocupações a Deus, uma a uma, e peça a paz que guarda o coração.',
      },
      es: {
        title: 'Oración en tiempos de ansiedad',
        description:
          'Lleva tus preocupaciones a Dios una por una y pide la paz que guarda el corazón.',
      },
    },
  },
  {
    title: 'A Prayer for Those Who Grieve',
    description:
      'For a time of loss, for yourself or for someone you love: God is near the brokenhearted.',
    category: 'Prayer',
    difficultyLevel: 'intermediate',
    durationMinutes: 7,
    translations: {
      pt: {
        title: 'Oração pelos que choram',
        description:
          'Para um tempo de perda, por você ou por alguém que ama: Deus está perto dos que têm o coração quebrantado.',
      },
      es: {
        title: 'Oración por los que están de duelo',
        description:
          'Para un tiempo de pérdida, por ti o por alguien a quien amas: Dios está cerca de los quebrantados de corazón.',
      },
    },
  },
  {
    title: 'A Blessing for Family and Friends',
    description:
      'Hold the people you love before God by name and bless them with the ancient blessing.',
    category: 'Prayer',
    difficultyLevel: 'beginner',
    durationMinutes: 6,
    translations: {
      pt: {
        title: 'Uma bênção para a família e os amigos',
        description:
          'Apresente a Deus, pelo nome, as pessoas que você ama e abençoe-as com a antiga bênção.',
      },
      es: {
        title: 'Una bendición para la familia y los amigos',
        description:
          'Presenta ante Dios, por su nombre, a las personas que amas y bendícelas con la antigua bendición.',
      },
    },
  },
  {
    title: 'A Prayer of Confession and New Beginnings',
    description: 'An honest prayer of confession that ends in forgiveness and a fresh start.',
    category: 'Prayer',
    difficultyLevel: 'intermediate',
    durationMinutes: 8,
    translations: {
      pt: {
        title: 'Oração de confissão e recomeço',
        description: 'Uma oração sincera de confissão que termina em perdão e em um novo começo.',
      },
      es: {
        title: 'Oración de confesión y nuevo comienzo',
        description:
          'Una oración sincera de confesión que termina en perdón y en un nuevo comienzo.',
      },
    },
  },
  {
    title: 'A Prayer for Wisdom in a Decision',
    description: 'At a crossroads, ask God for the wisdom he promises to give generously.',
    category: 'Prayer',
    difficultyLevel: 'intermediate',
    durationMinutes: 8,
    translations: {
      pt: {
        title: 'Oração por sabedoria em uma decisão',
        description:
          'Numa encruzilhada, peça a Deus a sabedoria que ele promete dar com generosidade.',
      },
      es: {
        title: 'Oración por sabiduría ante una decisión',
        description:
          'En una encrucijada, pide a Dios la sabiduría que él promete dar con generosidad.',
      },
    },
  },
  // Meditations
  {
    title: 'Resting in God Alone',
    description: 'Set down what you are carrying and rest your soul in God with Psalm 62:1.',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'Descansar somente em Deus',
        description: 'Deixe de lado o que você carrega e descanse a alma em Deus com o Salmo 62:1.',
      },
      es: {
        title: 'Descansar solo en Dios',
        description: 'Deja lo que llevas encima y descansa tu alma en Dios con el Salmo 62:1.',
      },
    },
  },
  {
    title: 'Come to Me: A Meditation for the Weary',
    description:
      'Receive the invitation of Matthew 11:28 with your breath, and let Jesus give you rest.',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'Vinde a mim: meditação para os cansados',
        description:
          'Receba o convite de Mateus 11:28 com a respiração e deixe que Jesus lhe dê descanso.',
      },
      es: {
        title: 'Venid a mí: meditación para los cansados',
        description:
          'Recibe la invitación de Mateo 11:28 con tu respiración y deja que Jesús te dé descanso.',
      },
    },
  },
  {
    title: 'A Lamp to My Feet: Lectio Divina',
    description:
      'Pray Psalm 119:105 in the ancient way of sacred reading: read, reflect, respond, rest.',
    category: 'Meditation',
    difficultyLevel: 'intermediate',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Lâmpada para os meus pés: lectio divina',
        description:
          'Ore o Salmo 119:105 à maneira antiga da leitura orante: ler, refletir, responder, descansar.',
      },
      es: {
        title: 'Lámpara a mis pies: lectio divina',
        description:
          'Ora el Salmo 119:105 a la antigua manera de la lectura orante: leer, reflexionar, responder, descansar.',
      },
    },
  },
  {
    title: 'The Lord Is My Shepherd: A Slow Walk',
    description:
      'Walk or sit with the first verse of Psalm 23, one phrase and one breath at a time.',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'O Senhor é o meu pastor: uma caminhada lenta',
        description:
          'Caminhe ou sente-se com o primeiro versículo do Salmo 23, uma frase e uma respiração de cada vez.',
      },
      es: {
        title: 'El Señor es mi pastor: un paseo lento',
        description:
          'Camina o siéntate con el primer versículo del Salmo 23, una frase y una respiración a la vez.',
      },
    },
  },
  {
    title: 'Like a Weaned Child: Quieting the Soul',
    description: 'Let go of what is too great for you and rest near God with Psalm 131.',
    category: 'Meditation',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Como criança desmamada: aquietar a alma',
        description:
          'Solte o que é grande demais para você e descanse perto de Deus com o Salmo 131.',
      },
      es: {
        title: 'Como un niño destetado: aquietar el alma',
        description:
          'Suelta lo que es demasiado grande para ti y descansa cerca de Dios con el Salmo 131.',
      },
    },
  },
  {
    title: 'Night Watches: A Meditation Before Sleep',
    description: 'Relax, remember God’s goodness and fall asleep in peace with Psalms 63 and 4.',
    category: 'Meditation',
    difficultyLevel: 'beginner',
    durationMinutes: 8,
    translations: {
      pt: {
        title: 'Vigílias da noite: meditação antes de dormir',
        description: 'Relaxe, lembre-se da bondade de Deus e adormeça em paz com os Salmos 63 e 4.',
      },
      es: {
        title: 'Vigilias de la noche: meditación antes de dormir',
        description:
          'Relájate, recuerda la bondad de Dios y duérmete en paz con los Salmos 63 y 4.',
      },
    },
  },
  {
    title: 'The Light of the World',
    description:
      'For a dark or confusing time: hold what troubles you in the light of Christ, John 8:12.',
    category: 'Meditation',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'A luz do mundo',
        description:
          'Para um tempo escuro ou confuso: coloque o que o inquieta na luz de Cristo, João 8:12.',
      },
      es: {
        title: 'La luz del mundo',
        description:
          'Para un tiempo oscuro o confuso: pon lo que te inquieta a la luz de Cristo, Juan 8:12.',
      },
    },
  },
  // Scripture Studies
  {
    title: 'Study: A Very Present Help (Psalm 46)',
    description: 'Read Psalm 46 with Spurgeon and find refuge when the mountains shake.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Estudo: socorro bem presente (Salmo 46)',
        description: 'Leia o Salmo 46 com Spurgeon e encontre refúgio quando os montes se abalam.',
      },
      es: {
        title: 'Estudio: pronto auxilio (Salmo 46)',
        description: 'Lee el Salmo 46 con Spurgeon y encuentra refugio cuando tiemblan los montes.',
      },
    },
  },
  {
    title: 'Study: The Tree by the Streams (Psalm 1)',
    description:
      'The psalm that opens the Psalter: two ways of life, and roots that reach the water.',
    category: 'Scripture Study',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'Estudo: a árvore junto às águas (Salmo 1)',
        description:
          'O salmo que abre o Saltério: dois caminhos de vida e raízes que alcançam a água.',
      },
      es: {
        title: 'Estudio: el árbol junto a las aguas (Salmo 1)',
        description:
          'El salmo que abre el Salterio: dos caminos de vida y raíces que alcanzan el agua.',
      },
    },
  },
  {
    title: 'Study: Under His Wings (Psalm 91)',
    description: 'Dwell in the shelter of the Most High with Psalm 91 and Spurgeon’s exposition.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Estudo: debaixo das suas asas (Salmo 91)',
        description: 'Habite no abrigo do Altíssimo com o Salmo 91 e a exposição de Spurgeon.',
      },
      es: {
        title: 'Estudio: bajo sus alas (Salmo 91)',
        description: 'Habita al abrigo del Altísimo con el Salmo 91 y la exposición de Spurgeon.',
      },
    },
  },
  {
    title: 'Study: My Help Comes from the Lord (Psalm 121)',
    description: 'A pilgrim’s song for every journey: the Lord who keeps you does not sleep.',
    category: 'Scripture Study',
    difficultyLevel: 'beginner',
    durationMinutes: 10,
    translations: {
      pt: {
        title: 'Estudo: o meu socorro vem do Senhor (Salmo 121)',
        description:
          'Um cântico de peregrino para cada jornada: o Senhor que guarda você não dorme.',
      },
      es: {
        title: 'Estudio: mi socorro viene del Señor (Salmo 121)',
        description: 'Un cántico de peregrino para cada camino: el Señor que te guarda no duerme.',
      },
    },
  },
  {
    title: 'Study: A Clean Heart (Psalm 51)',
    description: 'David’s prayer of repentance, read with Spurgeon: mercy that makes us new.',
    category: 'Scripture Study',
    difficultyLevel: 'advanced',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: um coração puro (Salmo 51)',
        description:
          'A oração de arrependimento de Davi, lida com Spurgeon: a misericórdia que nos renova.',
      },
      es: {
        title: 'Estudio: un corazón limpio (Salmo 51)',
        description:
          'La oración de arrepentimiento de David, leída con Spurgeon: la misericordia que nos renueva.',
      },
    },
  },
  {
    title: 'Study: Known and Held (Psalm 139)',
    description: 'God knows you completely and is with you everywhere: Psalm 139 with Spurgeon.',
    category: 'Scripture Study',
    difficultyLevel: 'advanced',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: conhecido e amparado (Salmo 139)',
        description:
          'Deus conhece você por completo e está com você em todo lugar: o Salmo 139 com Spurgeon.',
      },
      es: {
        title: 'Estudio: conocido y sostenido (Salmo 139)',
        description:
          'Dios te conoce por completo y está contigo en todo lugar: el Salmo 139 con Spurgeon.',
      },
    },
  },
  {
    title: 'Study: Teach Us to Pray (Matthew 6)',
    description:
      'Jesus teaches prayer in secret and the Lord’s Prayer, with Matthew Henry’s comment.',
    category: 'Scripture Study',
    difficultyLevel: 'beginner',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Estudo: ensina-nos a orar (Mateus 6)',
        description:
          'Jesus ensina a oração em secreto e o Pai-Nosso, com o comentário de Matthew Henry.',
      },
      es: {
        title: 'Estudio: enséñanos a orar (Mateo 6)',
        description:
          'Jesús enseña la oración en lo secreto y el Padre Nuestro, con el comentario de Matthew Henry.',
      },
    },
  },
  {
    title: 'Study: Abide in the Vine (John 15)',
    description: 'Jesus the true vine and the fruit of remaining in him, with Matthew Henry.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: permanecei na videira (João 15)',
        description:
          'Jesus, a videira verdadeira, e o fruto de permanecer nele, com Matthew Henry.',
      },
      es: {
        title: 'Estudio: permaneced en la vid (Juan 15)',
        description: 'Jesús, la vid verdadera, y el fruto de permanecer en él, con Matthew Henry.',
      },
    },
  },
  {
    title: 'Study: The Father Who Runs (Luke 15)',
    description:
      'The parable of the lost son and the father who runs to meet him, with Matthew Henry.',
    category: 'Scripture Study',
    difficultyLevel: 'beginner',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: o pai que corre (Lucas 15)',
        description:
          'A parábola do filho perdido e do pai que corre ao seu encontro, com Matthew Henry.',
      },
      es: {
        title: 'Estudio: el padre que corre (Lucas 15)',
        description:
          'La parábola del hijo perdido y del padre que corre a su encuentro, con Matthew Henry.',
      },
    },
  },
  {
    title: 'Study: Nothing Can Separate Us (Romans 8)',
    description: 'Paul’s great hymn of assurance in God’s love, with Matthew Henry’s comment.',
    category: 'Scripture Study',
    difficultyLevel: 'advanced',
    durationMinutes: 15,
    translations: {
      pt: {
        title: 'Estudo: nada pode nos separar (Romanos 8)',
        description:
          'O grande hino de Paulo sobre a certeza do amor de Deus, com o comentário de Matthew Henry.',
      },
      es: {
        title: 'Estudio: nada nos puede separar (Romanos 8)',
        description:
          'El gran himno de Pablo sobre la certeza del amor de Dios, con el comentario de Matthew Henry.',
      },
    },
  },
  {
    title: 'Study: The Peace That Guards (Philippians 4)',
    description:
      'Rejoice, pray with thanksgiving and receive God’s peace: Philippians 4 with Matthew Henry.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Estudo: a paz que guarda (Filipenses 4)',
        description:
          'Alegre-se, ore com ação de graças e receba a paz de Deus: Filipenses 4 com Matthew Henry.',
      },
      es: {
        title: 'Estudio: la paz que guarda (Filipenses 4)',
        description:
          'Regocíjate, ora con acción de gracias y recibe la paz de Dios: Filipenses 4 con Matthew Henry.',
      },
    },
  },
  {
    title: 'Study: Wings Like Eagles (Isaiah 40)',
    description: 'Strength for the weary from the everlasting God: Isaiah 40 with Matthew Henry.',
    category: 'Scripture Study',
    difficultyLevel: 'intermediate',
    durationMinutes: 12,
    translations: {
      pt: {
        title: 'Estudo: asas como águias (Isaías 40)',
        description: 'Força para os cansados vinda do Deus eterno: Isaías 40 com Matthew Henry.',
      },
      es: {
        title: 'Estudio: alas como las águilas (Isaías 40)',
        description:
          'Fuerzas para los cansados de parte del Dios eterno: Isaías 40 con Matthew Henry.',
      },
    },
  },
];
