import type { WrittenItem } from '../written-item';

// The guided meditations in Latin American Spanish: Psalmlight's own words, each under the English
// title it translates, with the same steps and silences. Psalms are quoted from the Reina-Valera
// 1909 (src/server/providers/text/data), word for word; other books in our own rendering of the WEB.
export const meditationsEs: WrittenItem[] = [
  {
    title: 'Breath Prayer: Be Still',
    paragraphs: [
      'Una oración de la respiración para cualquier momento de prisa o de ruido. Busca un lugar donde sentarte sin que nadie te interrumpa por unos minutos.',
      'Primer paso. Acomoda el cuerpo. Deja los pies apoyados en el suelo y las manos abiertas sobre el regazo. Cierra los ojos, o deja que la mirada descanse suavemente en el suelo.',
      'Segundo paso. Observa tu respiración, sin intentar cambiarla. Inhala despacio por la nariz y exhala por la boca. Hazlo tres veces, dejando que los hombros bajen un poco más cada vez.',
      'Tercer paso. Escucha la palabra que Dios dice en el Salmo 46:10: “Estad quietos, y conoced que yo soy Dios.”',
      'Cuarto paso. Ahora ora esas palabras con tu respiración. Al inhalar, di en silencio: “Estad quietos.” Al exhalar: “y conoced que yo soy Dios.” Continúa por unos minutos. Cuando la mente se distraiga, y sucederá, simplemente vuelve a las palabras sin juzgarte.',
      'Quinto paso. Deja que las palabras se acorten. Inhala: “Estad quietos, y conoced.” Exhala: “Estad quietos.” Luego, en las últimas respiraciones, solamente: “Quietos.”',
      'Sexto paso. Descansa en silencio uno o dos minutos. No hay nada que lograr aquí; Dios es Dios, y tú estás sostenido.',
      'Séptimo paso. Para terminar, respira una vez más profundo y di: “Gracias, Señor.” Abre los ojos y lleva esta quietud a lo que viene después.',
    ],
  },
  {
    title: 'Examen: Reviewing the Day with God',
    paragraphs: [
      'El examen es una práctica antigua de repasar el día en compañía de Dios, en la tradición de Ignacio de Loyola. Aparta unos veinte minutos por la noche, en un lugar tranquilo.',
      'Primer paso: toma conciencia de la presencia de Dios. Respira despacio durante un minuto. Ora las palabras del Salmo 139:23-24: “Examíname, oh Dios, y conoce mi corazón: pruébame y reconoce mis pensamientos: Y ve si hay en mí camino de perversidad, y guíame en el camino eterno.”',
      'Segundo paso: da gracias. Deja que el día pase delante de ti como una película, desde que despertaste hasta ahora. Observa los regalos: una conversación, una comida, un momento de belleza, una tarea terminada. Da gracias a Dios por cada uno, por su nombre. Quédate aquí unos minutos.',
      'Tercer paso: observa tus sentimientos. ¿Dónde te sentiste más vivo, en paz o lleno de amor hoy? ¿Dónde te sentiste agotado, ansioso o resentido? No analices; solo observa, y pregúntale a Dios qué podrían estar diciéndote esos momentos.',
      'Cuarto paso: elige un momento. Pide al Espíritu Santo que te muestre una parte del día por la cual orar. Puede ser una alegría para saborear o una falta para sacar a la luz. Quédate con ella en silencio varios minutos, y habla con Dios de ella con sinceridad.',
      'Quinto paso: pide perdón y gracia. Donde fallaste, dile a Dios que lo sientes y recibe su misericordia. Donde necesitas reparar algo, pide valor.',
      'Sexto paso: mira hacia mañana. Piensa en lo que viene. Pide la gracia que vas a necesitar, sea paciencia, valor o alegría.',
      'Termina orando despacio el Padre Nuestro, y descansa en silencio un último minuto.',
    ],
  },
  {
    title: 'Resting in God Alone',
    paragraphs: [
      'Una breve meditación para un corazón cansado o disperso. Aparta unos diez minutos.',
      'Primer paso. Siéntate cómodamente y cierra los ojos. Respira despacio tres veces, dejando que cada exhalación sea un poco más larga que la inhalación.',
      'Segundo paso. Observa lo que estás cargando. Tal vez tareas, preocupaciones, una conversación que salió mal. Sin apartar nada, imagina que dejas cada cosa en el suelo, a tu lado. Seguirá ahí después; por ahora, puedes descansar.',
      'Tercer paso. Escucha el versículo: “En Dios solamente está acallada mi alma: de él viene mi salud.” (Salmo 62:1)',
      'Cuarto paso. Óralo despacio con tu respiración. Al inhalar: “En Dios solamente.” Al exhalar: “está acallada mi alma.” Repítelo con suavidad varios minutos. Si notas que vuelves a tomar alguna de las cosas que dejaste en el suelo, date cuenta, y déjala otra vez.',
      'Quinto paso. Suelta las palabras y simplemente descansa en silencio dos o tres minutos. No tienes que ganarte este descanso. Dios lo da.',
      'Sexto paso. Antes de abrir los ojos, pregúntale a Dios cuál es la única cosa que debes tomar primero. Toma esa, y deja lo demás a su cuidado por ahora.',
      'Termina con un gracias en silencio, y vuelve a tu día a un ritmo más suave.',
    ],
  },
  {
    title: 'Come to Me: A Meditation for the Weary',
    paragraphs: [
      'Para el final de una semana larga, o cualquier momento en que te sientas agotado. Aparta unos diez minutos.',
      'Primer paso. Siéntate o acuéstate cómodamente. Deja que el cuerpo pese. Inhala despacio y, al exhalar, suelta el esfuerzo de sostenerte.',
      'Segundo paso. Escucha la invitación que hace Jesús: “Venid a mí todos los que estáis trabajados y cargados, y yo os haré descansar.” (Mateo 11:28)',
      'Tercer paso. Léelo otra vez, despacio, y observa qué palabra se queda contigo. Tal vez “venid”, o “todos”, o “descansar”. No hay respuesta correcta.',
      'Cuarto paso. Respira con esa palabra. Al inhalar, órala en silencio. Al exhalar, suelta algo: la tensión de la mandíbula, una preocupación, la necesidad de ser fuerte. Continúa unos minutos.',
      'Quinto paso. Imagina a Jesús diciéndote estas palabras por tu nombre. ¿Qué sientes? ¿Qué quieres decirle? Háblale con sinceridad, en silencio o en voz alta.',
      'Sexto paso. Descansa en silencio dos o tres minutos. Has venido; ahora deja que él te dé descanso.',
      'Séptimo paso. Termina orando: “Señor, gracias por tu descanso. Ayúdame a volver a ti mañana.” Respira despacio una vez más antes de levantarte.',
    ],
  },
  {
    title: 'A Lamp to My Feet: Lectio Divina',
    paragraphs: [
      'La lectio divina, “lectura sagrada”, es una forma antigua de orar con las Escrituras: leer un pasaje breve varias veces, escuchando lo que Dios puede estar diciendo. Aparta quince minutos.',
      'Primer paso: prepárate. Siéntate en silencio y respira despacio unas cuantas veces. Pide al Espíritu Santo que abra tu corazón a la palabra de Dios.',
      'Segundo paso: lee. Lee el versículo despacio, en voz alta si puedes: “Lámpara es a mis pies tu palabra, y lumbrera a mi camino.” (Salmo 119:105) Observa qué palabra o frase llama tu atención.',
      'Tercer paso: reflexiona. Lee el versículo por segunda vez. Quédate con la palabra o la frase que te tocó. ¿Por qué podría importarte hoy? Una lámpara alumbra solo los próximos pasos, no todo el camino. ¿Cuál es el próximo paso delante de ti?',
      'Cuarto paso: responde. Lee el versículo por tercera vez y luego habla con Dios de lo que observaste. Pide, agradece, confiesa o simplemente dile cómo te sientes.',
      'Quinto paso: descansa. Suelta las palabras y los pensamientos. Descansa en silencio unos minutos, como un niño descansa en la presencia de alguien que lo ama.',
      'Sexto paso: regresa. Antes de terminar, elige una pequeña manera de llevar esta palabra a tu día. Da gracias a Dios por haber hablado, y termina con el versículo una vez más.',
    ],
  },
  {
    title: 'The Lord Is My Shepherd: A Slow Walk',
    paragraphs: [
      'Una meditación sobre el primer versículo del Salmo 23. Puedes orarla sentado en quietud, o caminando despacio al aire libre. Aparta diez minutos.',
      'Primer paso. Respira hondo tres veces. Siente los pies en el suelo. Deja que tu paso, o tu respiración, se haga más lento.',
      'Segundo paso. Escucha el versículo: “Jehová es mi pastor; nada me faltará.” (Salmo 23:1)',
      'Tercer paso. Óralo una frase a la vez, con varias respiraciones en cada una. “Jehová”: el Dios que es, que era y que ha de venir. “Es mi pastor”: no un gobernante lejano, sino alguien que camina con el rebaño y conoce a cada oveja. “Nada me faltará”: no todo lo que quiero, sino todo lo que de verdad necesito.',
      'Cuarto paso. Deja que tu respiración lleve el versículo. Al inhalar: “Jehová es mi pastor.” Al exhalar: “nada me faltará.” Continúa varios minutos. Si estás caminando, que cada paso sea un pequeño acto de confianza.',
      'Quinto paso. Trae a la mente algo que temes que te falte: tiempo, fuerza, dinero, amor. Preséntalo al Pastor en silencio.',
      'Sexto paso. Descansa en silencio un minuto. Luego termina con una oración sencilla: “Buen Pastor, guíame hoy. Yo te seguiré.”',
    ],
  },
  {
    title: 'Like a Weaned Child: Quieting the Soul',
    paragraphs: [
      'El Salmo 131 tiene solo tres versículos, una oración para soltar lo que es demasiado grande para nosotros. Aparta unos doce minutos.',
      'Primer paso. Siéntate cómodamente. Inhala contando hasta cuatro, sostén un instante y exhala contando hasta seis. Repítelo cinco veces.',
      'Segundo paso. Escucha el versículo: “En verdad que me he comportado y he acallado mi alma, como un niño destetado de su madre: como un niño destetado está mi alma.” (Salmo 131:2)',
      'Tercer paso. Imagina la escena. Un niño destetado ya no llora para que lo alimenten; simplemente descansa junto a su madre, contento de estar cerca de ella. Observa dónde sigues clamando, inquieto por respuestas o resultados.',
      'Cuarto paso. Nombra ante Dios los asuntos que son “demasiado grandes” para ti ahora: preguntas que no puedes responder, situaciones que no puedes arreglar. Ofrécelos uno por uno, abriendo las manos al hacerlo.',
      'Quinto paso. Ora con tu respiración. Al inhalar: “He acallado.” Al exhalar: “mi alma.” Continúa varios minutos.',
      'Sexto paso. Descansa en silencio, contento simplemente de estar cerca de Dios, tres o cuatro minutos.',
      'Séptimo paso. Termina con el último versículo del salmo, “Espera, oh Israel, en Jehová desde ahora y para siempre”, y un Amén en silencio.',
    ],
  },
  {
    title: 'Night Watches: A Meditation Before Sleep',
    paragraphs: [
      'Para los últimos minutos del día, en la cama, con las luces apagadas. Si te duermes antes del final, eso también es un regalo.',
      'Primer paso. Acuéstate boca arriba y deja que la cama sostenga tu peso. Respira despacio. Con cada exhalación, relaja una parte del cuerpo: la frente, la mandíbula, los hombros, las manos, las piernas, los pies.',
      'Segundo paso. Escucha las palabras del salmista: “Cuando me acordaré de ti en mi lecho, cuando meditaré de ti en las velas de la noche.” (Salmo 63:6)',
      'Tercer paso. Acuérdate de Dios. Recuerda un momento de hoy en que percibiste su bondad, por pequeño que sea. Dale gracias por ello.',
      'Cuarto paso. Si llega una preocupación, imagínate poniéndola en las manos de Dios durante la noche. Puedes volver a tomarla por la mañana si hace falta.',
      'Quinto paso. Ora con tu respiración, despacio: al inhalar, “En paz”; al exhalar, “me acostaré, y asimismo dormiré.” Estas palabras vienen del Salmo 4:8: “En paz me acostaré, y asimismo dormiré; porque solo tú, Jehová, me harás estar confiado.”',
      'Sexto paso. Deja que las palabras se desvanezcan en el silencio y descansa en el cuidado de Dios. Estás seguro con él durante la noche.',
    ],
  },
  {
    title: 'The Light of the World',
    paragraphs: [
      'Una meditación para un tiempo oscuro o confuso. Si puedes, enciende una vela y colócala frente a ti. Aparta unos doce minutos.',
      'Primer paso. Siéntate cómodamente y mira la llama, o cierra los ojos. Respira despacio, inhalando y exhalando, cinco veces.',
      'Segundo paso. Escucha las palabras de Jesús: “Yo soy la luz del mundo; el que me sigue no andará en tinieblas, sino que tendrá la luz de la vida.” (Juan 8:12)',
      'Tercer paso. Piensa en los lugares de tu vida que parecen oscuros ahora: una relación, una pregunta, un temor, un duelo. Sin forzar nada, deja que cada uno venga a la mente, y sostenlo en la luz de Cristo.',
      'Cuarto paso. Ora con tu respiración. Al inhalar: “Jesús, luz del mundo.” Al exhalar: “brilla en mi oscuridad.” Continúa varios minutos, mirando la llama si tienes una.',
      'Quinto paso. Descansa en silencio. Observa que una pequeña llama basta para cambiar toda una habitación. No necesitas verlo todo; solo necesitas seguir la luz que tienes.',
      'Sexto paso. Trae a la mente a otra persona que está atravesando la oscuridad, y sostenla también en la luz.',
      'Termina orando: “Señor, que camine hoy en tu luz y la lleve a los demás.” Si encendiste una vela, apágala con delicadeza.',
    ],
  },
];
