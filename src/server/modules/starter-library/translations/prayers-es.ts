import type { WrittenItem } from '../written-item';

// The prayers in Latin American Spanish: Psalmlight's own words, each under the English title it
// translates. Psalms are quoted from the Reina-Valera 1909 (src/server/providers/text/data), word
// for word; other books in our own rendering of the World English Bible.
export const prayersEs: WrittenItem[] = [
  {
    title: 'Morning Prayer of Gratitude',
    paragraphs: [
      'Para los primeros minutos de un nuevo día, antes de las noticias, los mensajes y la lista de pendientes.',
      '“Por la bondad del Señor no hemos sido consumidos, porque nunca decaen sus misericordias. Nuevas son cada mañana; grande es tu fidelidad.” (Lamentaciones 3:22-23)',
      'Dios fiel, gracias por esta mañana. Gracias por el aire en mis pulmones y la luz en la ventana, por el descanso de la noche que pasó y por las horas que vienen. Antes de pedirte nada, quiero simplemente darte las gracias.',
      'Gracias por las personas que se cruzarán en mi camino hoy, las que amo con facilidad y las que me cuesta amar. Gracias por el trabajo que hacer, por la comida en la mesa y por los regalos silenciosos que tantas veces paso por alto: una palabra amable, una taza caliente, un momento de belleza.',
      'Tus misericordias son nuevas esta mañana. Donde el día de ayer salió mal, déjame comenzar de nuevo en tu gracia. Donde salió bien, no me dejes olvidar que todo buen regalo viene de ti.',
      '“Este es el día que hizo Jehová: nos gozaremos y alegraremos en él.” (Salmo 118:24)',
      'Ve delante de mí en este día, Señor. Mantén mis ojos abiertos a tu bondad, y que mi gratitud se desborde en amabilidad hacia los demás. Amén.',
    ],
  },
  {
    title: 'Praying the Lord’s Prayer Slowly',
    paragraphs: [
      'La oración que Jesús enseñó a sus amigos (Mateo 6:9-13), orada una línea a la vez. Después de cada línea, haz una pausa y deja que surjan tus propias palabras antes de seguir.',
      '“Padre nuestro que estás en los cielos.” Padre, estás cerca y eres santo. Vengo a ti no como un extraño, sino como tu hijo, junto con todos tus hijos en todas partes.',
      '“Santificado sea tu nombre.” Que mis palabras y mis decisiones de hoy honren tu nombre. Donde he tratado con ligereza las cosas santas, enséñame de nuevo la reverencia.',
      '“Venga tu Reino. Hágase tu voluntad, como en el cielo, así también en la tierra.” Lleva tu justicia y tu paz a los lugares a donde iré hoy: mi casa, mi trabajo, mi barrio. Haz que mi voluntad esté dispuesta a seguir la tuya.',
      '“El pan nuestro de cada día, dánoslo hoy.” Tú sabes lo que necesito antes de que te lo pida. Provee para mí y para todos los que esta noche tienen hambre, y hazme generoso con lo que me das.',
      '“Perdónanos nuestras deudas, como también nosotros perdonamos a nuestros deudores.” Nombra ante Dios lo que necesitas que te sea perdonado, y luego a la persona a quien necesitas perdonar. Señor, no puedo hacerlo solo; dame tu misericordia para compartirla.',
      '“No nos metas en tentación, mas líbranos del maligno.” Guárdame donde soy débil, y llévame por caminos donde pueda mantenerme en pie.',
      '“Porque tuyo es el Reino, el poder y la gloria por siempre. Amén.” Todo es tuyo, y yo también. Amén.',
    ],
  },
  {
    title: 'Evening Prayer for Peace',
    paragraphs: [
      'Para el final del día, cuando se apagan las luces y la casa queda en silencio.',
      'Señor de la noche, el día ha terminado. Te lo traigo tal como fue: lo que terminé y lo que dejé sin hacer, las palabras que me alegra haber dicho y las que quisiera poder retirar. Guárdalo todo en tu misericordia.',
      'Dejo las preocupaciones que he cargado desde la mañana. Las conversaciones que sigo repasando, las cuentas, la salud de los que amo, las noticias de un mundo afligido: las pongo en tus manos, porque tus manos son más fuertes que las mías, y tú no duermes.',
      'Jesús dijo: “La paz os dejo, mi paz os doy; no como el mundo la da, yo os la doy. No se turbe vuestro corazón, ni tenga miedo.” (Juan 14:27) Que esa paz repose ahora sobre mí, sobre esta habitación y sobre todos los que amo, cerca y lejos.',
      'Cuida a los que trabajan durante la noche, a los que están enfermos o solos, y a los que no pueden dormir por el duelo o el miedo. Sé su descanso, como eres el mío.',
      '“En paz me acostaré, y asimismo dormiré; porque solo tú, Jehová, me harás estar confiado.” (Salmo 4:8) A tu cuidado entrego esta noche. Amén.',
    ],
  },
  {
    title: 'A Prayer Before the Day’s Work',
    paragraphs: [
      'Para el momento antes de abrir la computadora, ponerte el uniforme, tomar las herramientas o cuidar a los niños: sea cual sea tu trabajo hoy.',
      '“Todo lo que hagáis, hacedlo de corazón, como para el Señor y no para los hombres.” (Colosenses 3:23)',
      'Dios Creador, tú trabajaste y descansaste, y llamaste bueno a tu trabajo. Bendice el trabajo que tengo delante hoy. Sea visto o no, pagado o no, que te lo ofrezca como un regalo.',
      'Dame claridad para los problemas que enfrentaré y paciencia con las interrupciones que no planeé. Dame honestidad cuando sería más fácil tomar atajos, y valor para hablar cuando algo no está bien.',
      'Ayúdame a tratar a las personas con quienes y para quienes trabajo como personas que tú amas, no como obstáculos ni herramientas. Que sepa escuchar, hablar con bondad y compartir el mérito.',
      'Cuando me tiente probar mi valor por cuánto logro hacer, recuérdame que mi valor quedó establecido hace mucho por tu amor. Que trabaje con empeño y luego me detenga, confiándote lo que quedó sin terminar.',
      '“Confía en el Señor con todo tu corazón, y no te apoyes en tu propia prudencia. Reconócelo en todos tus caminos, y él enderezará tus veredas.” (Proverbios 3:5-6) Amén.',
    ],
  },
  {
    title: 'A Prayer in Anxious Times',
    paragraphs: [
      'Para un día en que la preocupación no te suelta: antes de una cita, mientras esperas noticias, o en medio de la noche.',
      '“Por nada estéis afanosos, sino sean conocidas vuestras peticiones delante de Dios en toda oración y ruego, con acción de gracias. Y la paz de Dios, que sobrepasa todo entendimiento, guardará vuestros corazones y vuestros pensamientos en Cristo Jesús.” (Filipenses 4:6-7)',
      'Dios de paz, mi mente va a toda prisa y mi corazón está pesado. No necesito fingir contigo. Esto es lo que me da miedo. Nombra ante Dios tus preocupaciones, una por una, con sencillez.',
      'Me has dicho que eche sobre ti toda mi ansiedad, “porque él tiene cuidado de vosotros” (1 Pedro 5:7). Así que te entrego estos temores. No puedo ver cómo terminarán las cosas, pero tú sí. No puedo sostenerlo todo, pero tú sostienes todas las cosas.',
      'Gracias por las veces en que me cargaste antes, en tiempos que pensé que no iba a superar. Gracias por las personas que están a mi lado ahora.',
      'Guarda mi corazón y mis pensamientos. Cuando la preocupación vuelva, y puede que vuelva, déjame traértela otra vez, tantas veces como haga falta. Dame fuerza suficiente para esta hora, y luego para la siguiente.',
      'Descanso en tu cuidado, Señor, no porque la tormenta haya pasado, sino porque estás conmigo en medio de ella. Amén.',
    ],
  },
  {
    title: 'A Prayer for Those Who Grieve',
    paragraphs: [
      'Para un tiempo de pérdida: la muerte de un ser querido, o cualquier final que deja un lugar vacío. Puedes orarla por ti mismo o por otra persona.',
      '“Cercano está Jehová a los quebrantados de corazón; y salvará a los contritos de espíritu.” (Salmo 34:18)',
      'Dios compasivo, tú conoces el peso de esta tristeza. Jesús lloró ante la tumba de su amigo; no nos pides que escondamos las lágrimas. Quédate cerca de mí, o de la persona por quien oro, en este vacío.',
      'Gracias por la vida de quien extrañamos: por cada recuerdo, cada risa, cada día común que compartimos. Guárdalos en tu amor, que es más fuerte que la muerte.',
      'Hay días en que el duelo llega como una ola. En esos días, cárgame. Dame amigos que se sienten conmigo sin apurarme, y la humildad de dejar que me ayuden. Cuando la gente no sepa qué decir, que aun así sienta que no estoy solo.',
      'Jesús dijo: “Bienaventurados los que lloran, porque ellos recibirán consolación.” (Mateo 5:4) Todavía no me siento consolado, Señor, pero me aferro a tu promesa. El salmo dice de ti: “El sana a los quebrantados de corazón, y liga sus heridas.” (Salmo 147:3)',
      'Mantén viva en mí la esperanza de la resurrección, el día en que toda lágrima será enjugada. Hasta entonces, tenme cerca de ti. Amén.',
    ],
  },
  {
    title: 'A Blessing for Family and Friends',
    paragraphs: [
      'Para las personas que amas: en una comida familiar, antes de un viaje, o simplemente al pensar en ellas una por una.',
      'Dios de amor, gracias por las personas que me has dado. Gracias por la familia de sangre y la familia elegida, por los viejos amigos que conocen mi historia y los nuevos que todavía la están conociendo.',
      'Trae ahora a cada uno a tu memoria. Di sus nombres despacio e imagina sus rostros.',
      'Tú sabes lo que cada uno lleva hoy: las alegrías que celebran, las cargas que esconden, las preguntas que no pueden responder. Encuentra a cada uno donde está. Donde hay enfermedad, trae sanidad; donde hay soledad, trae compañía; donde hay distancia entre nosotros, tiende un puente.',
      'Jesús dijo: “Este es mi mandamiento: que os améis unos a otros, como yo os he amado.” (Juan 15:12) Hazme una persona que ame así: paciente, dispuesta a perdonar, pronta para escuchar y lenta para ofenderse.',
      'Y ahora los bendigo con la antigua bendición que diste a tu pueblo: “El Señor te bendiga y te guarde. El Señor haga resplandecer su rostro sobre ti y tenga de ti misericordia. El Señor alce sobre ti su rostro y ponga en ti paz.” (Números 6:24-26) Amén.',
    ],
  },
  {
    title: 'A Prayer of Confession and New Beginnings',
    paragraphs: [
      'Para un momento de sinceridad ante Dios: al final de un día difícil, antes de participar en el culto, o cuando sepas que necesitas empezar de nuevo.',
      '“Si confesamos nuestros pecados, él es fiel y justo para perdonar nuestros pecados y limpiarnos de toda maldad.” (1 Juan 1:9)',
      'Dios misericordioso, vengo a ti tal como soy. No te he amado con todo mi corazón. No he amado a mi prójimo como a mí mismo. He hecho cosas de las que me arrepiento, y he dejado de hacer lo que debía.',
      'Haz una pausa aquí y, en silencio, nombra ante Dios lo que pesa en tu conciencia. No hacen falta palabras bonitas; la verdad basta.',
      'Lo siento, Señor. Gracias porque tu misericordia es mayor que mi falta, y porque no guardas registro de las ofensas una vez perdonadas. Donde he herido a otros, dame valor para reparar el daño.',
      '“Crea en mí, oh Dios, un corazón limpio; y renueva un espíritu recto dentro de mí.” (Salmo 51:10) Recibo ahora tu perdón, no porque lo haya ganado, sino porque tú eres fiel.',
      'Ayúdame a seguir adelante con ligereza, sin la carga antigua, y a perdonar a otros tan libremente como tú me has perdonado. Amén.',
    ],
  },
  {
    title: 'A Prayer for Wisdom in a Decision',
    paragraphs: [
      'Para una encrucijada: una decisión sobre el trabajo, una mudanza, una relación, o cualquier decisión que no logras ver con claridad.',
      '“Si alguno de vosotros tiene falta de sabiduría, pídala a Dios, el cual da a todos abundantemente y sin reproche, y le será dada.” (Santiago 1:5)',
      'Dios de toda sabiduría, estoy en una encrucijada y no sé qué camino tomar. Prometiste sabiduría a los que piden, así que te la pido. Habla a Dios de la decisión que tienes delante, nombrando con sencillez las opciones.',
      'Calla las voces en mí que nacen del miedo, del orgullo o del deseo de agradar a otros. Ayúdame a ver lo que es verdadero, lo que es amoroso y lo que es justo. Pon a mi lado amigos sabios, y dame oídos para escucharlos.',
      'Si un camino está cerrado, dame paz para aceptarlo. Si ambos están abiertos, dame libertad para elegir, confiando en que estarás conmigo en cualquiera de los dos. Que no me paralice el miedo a equivocarme.',
      '“Hazme oir por la mañana tu misericordia, porque en ti he confiado: hazme saber el camino por donde ande, porque a ti he alzado mi alma.” (Salmo 143:8)',
      'Decida lo que decida, Señor, que lo decida contigo, y que camine en ello con humildad. Amén.',
    ],
  },
];
