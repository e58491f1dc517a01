// The studies' questions for reflection in Portuguese and Spanish: Psalmlight's own words, by the
// English study's title, in the order of scripts/extract-starter-library.mjs. Words quoted from a
// psalm follow the Almeida 1911 (pt) and the Reina-Valera 1909 (es) the studies quote.
export const questions = {
  'Study: The Good Shepherd (Psalm 23)': {
    pt: [
      'Em que parte da sua vida você mais precisa ouvir hoje “nada me faltará”?',
      'O salmo vai dos pastos verdejantes, passa pelo vale da sombra da morte e chega a uma mesa. Por qual desses lugares você está passando agora, e o que significa que o Pastor também está ali?',
      'Reserve um momento para dizer uma maneira pela qual Deus refrigerou a sua alma nesta semana, e agradeça.',
    ],
    es: [
      '¿En qué parte de tu vida necesitas más escuchar hoy “nada me faltará”?',
      'El salmo va de los delicados pastos, pasa por el valle de sombra de muerte y llega a una mesa. ¿Por cuál de esos lugares estás pasando ahora, y qué significa que el Pastor también está allí?',
      'Toma un momento para nombrar una manera en que Dios confortó tu alma esta semana, y da gracias.',
    ],
  },
  'Study: A Very Present Help (Psalm 46)': {
    pt: [
      'O que parece “os montes se abalando” na sua vida ou no mundo neste momento?',
      'O salmo diz duas vezes que o Deus de Jacó é o nosso refúgio. Como lembrar o Deus de um patriarca imperfeito o encoraja?',
      'Onde você pode abrir espaço hoje para se aquietar e saber que Deus é Deus?',
    ],
    es: [
      '¿Qué se siente como “los montes que tiemblan” en tu vida o en el mundo ahora mismo?',
      'El salmo dice dos veces que el Dios de Jacob es nuestro refugio. ¿Cómo te anima recordar al Dios de un patriarca imperfecto?',
      '¿Dónde puedes hacer espacio hoy para estar quieto y conocer que Dios es Dios?',
    ],
  },
  'Study: The Tree by the Streams (Psalm 1)': {
    pt: [
      'De quem é o conselho que mais molda os seus dias: as notícias, os seus amigos, as suas preocupações ou a palavra de Deus?',
      'Uma árvore não se esforça para dar fruto; ela puxa a água pelas raízes. Como seria, para você, lançar raízes nesta semana?',
      'Escolha um versículo para meditar “de dia e de noite” nesta semana, e escreva-o onde você o verá.',
    ],
    es: [
      '¿El consejo de quién da más forma a tus días: las noticias, tus amigos, tus preocupaciones o la palabra de Dios?',
      'Un árbol no se esfuerza para dar fruto; saca el agua por sus raíces. ¿Cómo sería para ti echar raíces esta semana?',
      'Elige un versículo para meditar “de día y de noche” esta semana, y escríbelo donde lo vayas a ver.',
    ],
  },
  'Study: Under His Wings (Psalm 91)': {
    pt: [
      'O salmo começa com habitar, não com visitar. O que o ajuda a permanecer perto de Deus, em vez de só correr para ele numa crise?',
      'Qual dos medos citados nestes versículos (o espanto noturno, a seta que voa de dia, a peste) fala mais à sua situação?',
      'Imagine o abrigo debaixo das asas de uma ave. O que essa imagem lhe diz sobre o cuidado que Deus dá?',
    ],
    es: [
      'El salmo comienza con habitar, no con visitar. ¿Qué te ayuda a permanecer cerca de Dios, en lugar de solo correr a él en una crisis?',
      '¿Cuál de los temores nombrados en estos versículos (el terror nocturno, la saeta que vuela de día, la pestilencia) habla más a tu situación?',
      'Imagina el refugio bajo las alas de un ave. ¿Qué te dice esa imagen sobre el cuidado que Dios da?',
    ],
  },
  'Study: My Help Comes from the Lord (Psalm 121)': {
    pt: [
      'Os peregrinos cantavam este salmo no caminho para Jerusalém. Em que jornada você está neste momento?',
      'O Senhor “não dormitará”. O que significa para o seu descanso desta noite que Deus está acordado?',
      'Reze este salmo por alguém que está viajando, mudando de casa ou diante de um novo começo.',
    ],
    es: [
      'Los peregrinos cantaban este salmo en el camino a Jerusalén. ¿En qué viaje estás en este momento?',
      'El Señor “no se dormirá”. ¿Qué significa para tu descanso de esta noche que Dios está despierto?',
      'Ora este salmo por alguien que está de viaje, se muda de casa o enfrenta un nuevo comienzo.',
    ],
  },
  'Study: A Clean Heart (Psalm 51)': {
    pt: [
      'Davi apela primeiro à benignidade de Deus, e não à sua própria determinação. O que isso lhe ensina sobre como começar uma confissão?',
      'Há algo que você vem carregando e que ainda não trouxe com sinceridade a Deus?',
      'O versículo 12 pede que a alegria da salvação seja restituída. Peça a Deus essa alegria com as suas próprias palavras.',
    ],
    es: [
      'David apela primero a la misericordia de Dios, no a su propia determinación. ¿Qué te enseña eso sobre cómo comenzar una confesión?',
      '¿Hay algo que has estado cargando y que todavía no has traído con sinceridad a Dios?',
      'El versículo 12 pide que vuelva el gozo de la salvación. Pide a Dios ese gozo con tus propias palabras.',
    ],
  },
  'Study: Known and Held (Psalm 139)': {
    pt: [
      'Ser plenamente conhecido por Deus lhe parece hoje mais um consolo ou uma exposição? Diga isso a ele com sinceridade.',
      'Onde você tentou “fugir da sua face”, e o que encontrou lá?',
      'Leia devagar o versículo 12. Que escuridão na sua vida talvez não seja escura para Deus?',
    ],
    es: [
      '¿Ser plenamente conocido por Dios te parece hoy más un consuelo o una exposición? Díselo con sinceridad.',
      '¿Dónde has intentado “huir de su presencia”, y qué encontraste allí?',
      'Lee despacio el versículo 12. ¿Qué oscuridad en tu vida quizá no sea oscura para Dios?',
    ],
  },
  'Study: Teach Us to Pray (Matthew 6)': {
    pt: [
      'Jesus adverte contra orar para ser visto. Onde você encontra um “quarto” silencioso no seu dia?',
      'A oração começa pelo nome, pelo Reino e pela vontade de Deus, antes do nosso pão e das nossas dívidas. Como essa ordem poderia mudar a maneira como você ora?',
      'Qual linha do Pai-Nosso é mais difícil para você dizer de coração hoje, e por quê?',
    ],
    es: [
      'Jesús advierte contra orar para ser visto. ¿Dónde encuentras un “aposento” silencioso en tu día?',
      'La oración comienza con el nombre, el Reino y la voluntad de Dios, antes de nuestro pan y nuestras deudas. ¿Cómo podría ese orden cambiar tu manera de orar?',
      '¿Qué línea del Padre Nuestro te cuesta más decir de corazón hoy, y por qué?',
    ],
  },
  'Study: Abide in the Vine (John 15)': {
    pt: [
      'Como é, para você, “permanecer” em Cristo num dia comum da semana?',
      'A poda é dolorosa, mas tem um propósito. Há algo que Deus talvez esteja podando na sua vida?',
      'Jesus diz estas palavras “para que a minha alegria permaneça em vós”. Onde você provou dessa alegria recentemente?',
    ],
    es: [
      '¿Cómo es para ti “permanecer” en Cristo en un día común de la semana?',
      'La poda duele, pero tiene un propósito. ¿Hay algo que Dios tal vez esté podando en tu vida?',
      'Jesús dice estas palabras “para que mi gozo esté en vosotros”. ¿Dónde has probado ese gozo hace poco?',
    ],
  },
  'Study: The Father Who Runs (Luke 15)': {
    pt: [
      'O filho ensaia um discurso, mas o pai corre antes que ele possa terminá-lo. Como você imagina Deus recebendo você quando volta?',
      'Em qual personagem você se reconhece hoje: o filho mais novo, o pai que espera ou os servos chamados para celebrar?',
      'Há alguém que você está sendo convidado a receber de volta em casa como este pai fez?',
    ],
    es: [
      'El hijo ensaya un discurso, pero el padre corre antes de que pueda terminarlo. ¿Cómo imaginas que Dios te recibe cuando vuelves?',
      '¿En qué personaje te reconoces hoy: el hijo menor, el padre que espera o los siervos llamados a celebrar?',
      '¿Hay alguien a quien estás invitado a recibir de vuelta en casa como lo hizo este padre?',
    ],
  },
  'Study: Nothing Can Separate Us (Romans 8)': {
    pt: [
      'Paulo enumera dificuldades que parecem capazes de nos separar de Deus. Qual você acrescentaria, tirada da sua própria vida?',
      'O que muda quando você lê “Se Deus é por nós, quem será contra nós?” como uma afirmação de fato, e não como uma esperança?',
      'Agradeça a Deus por uma maneira como o amor dele o sustentou num tempo difícil.',
    ],
    es: [
      'Pablo enumera dificultades que parecen capaces de separarnos de Dios. ¿Cuál añadirías, tomada de tu propia vida?',
      '¿Qué cambia cuando lees “Si Dios es por nosotros, ¿quién contra nosotros?” como una afirmación de hecho, y no como una esperanza?',
      'Da gracias a Dios por una manera en que su amor te sostuvo en un tiempo difícil.',
    ],
  },
  'Study: The Peace That Guards (Philippians 4)': {
    pt: [
      'Paulo escreveu “alegrai-vos” de dentro de uma prisão. O que isso sugere sobre de onde vem a alegria?',
      'Diga as ansiedades que você está carregando, e transforme cada uma num pedido com ação de graças.',
      'O versículo 8 enumera o que é verdadeiro, honesto, justo e puro. A que você daria mais da sua atenção nesta semana?',
    ],
    es: [
      'Pablo escribió “regocijaos” desde la cárcel. ¿Qué sugiere eso sobre de dónde viene el gozo?',
      'Nombra las ansiedades que estás cargando, y convierte cada una en una petición con acción de gracias.',
      'El versículo 8 enumera lo que es verdadero, honesto, justo y puro. ¿A qué le darías más de tu atención esta semana?',
    ],
  },
  'Study: Wings Like Eagles (Isaiah 40)': {
    pt: [
      'Israel dizia: “O meu caminho está encoberto ao Senhor.” Quando você se sentiu invisível para Deus?',
      'Esperar no Senhor não é ficar parado. Como seria, para você, uma espera ativa e cheia de esperança neste momento?',
      'Qual das três promessas (subir com asas, correr, caminhar) combina com o tempo que você está vivendo?',
    ],
    es: [
      'Israel decía: “Mi camino está escondido del Señor.” ¿Cuándo te has sentido invisible para Dios?',
      'Esperar en el Señor no es quedarse quieto. ¿Cómo sería para ti una espera activa y llena de esperanza ahora mismo?',
      '¿Cuál de las tres promesas (levantar alas, correr, caminar) corresponde a la etapa que estás viviendo?',
    ],
  },
};
