import type { WrittenItem } from '../written-item';

// The prayers in Brazilian Portuguese: Psalmlight's own words, each under the English title it
// translates. Psalms are quoted from the Almeida 1911 (src/server/providers/text/data), word for
// word; other books in our own rendering of the World English Bible.
export const prayersPt: WrittenItem[] = [
  {
    title: 'Morning Prayer of Gratitude',
    paragraphs: [
      'Para os primeiros minutos de um novo dia, antes das notícias, das mensagens e da lista de tarefas.',
      '“As misericórdias do Senhor são a causa de não sermos consumidos, porque as suas compaixões não têm fim. Renovam-se cada manhã. Grande é a tua fidelidade.” (Lamentações 3:22-23)',
      'Deus fiel, obrigado por esta manhã. Obrigado pelo ar nos meus pulmões e pela luz na janela, pelo descanso da noite que passou e pelas horas que estão por vir. Antes de te pedir qualquer coisa, quero simplesmente dizer obrigado.',
      'Obrigado pelas pessoas que cruzarão o meu caminho hoje, as que amo com facilidade e as que tenho dificuldade de amar. Obrigado pelo trabalho a fazer, pelo alimento na mesa e pelos presentes silenciosos que tantas vezes deixo passar: uma palavra gentil, uma xícara quente, um instante de beleza.',
      'As tuas misericórdias são novas nesta manhã. Onde o dia de ontem deu errado, deixa-me recomeçar na tua graça. Onde deu certo, não me deixes esquecer que todo bom presente vem de ti.',
      '“Este é o dia que fez o Senhor: regozijemo-nos, e alegremo-nos n’elle.” (Salmo 118:24)',
      'Vai adiante de mim neste dia, Senhor. Mantém os meus olhos abertos para a tua bondade, e que a minha gratidão transborde em gentileza para com os outros. Amém.',
    ],
  },
  {
    title: 'Praying the Lord’s Prayer Slowly',
    paragraphs: [
      'A oração que Jesus ensinou aos seus amigos (Mateus 6:9-13), rezada uma linha de cada vez. Depois de cada linha, faça uma pausa e deixe que as suas próprias palavras surjam antes de seguir adiante.',
      '“Pai nosso, que estás nos céus.” Pai, tu estás perto e és santo. Venho a ti não como um estranho, mas como teu filho, junto com todos os teus filhos em toda parte.',
      '“Santificado seja o teu nome.” Que as minhas palavras e as minhas escolhas de hoje honrem o teu nome. Onde tratei com leviandade as coisas santas, ensina-me de novo a reverência.',
      '“Venha o teu Reino. Seja feita a tua vontade, assim na terra como no céu.” Leva a tua justiça e a tua paz aos lugares por onde eu passar hoje: a minha casa, o meu trabalho, o meu bairro. Torna a minha vontade disposta a seguir a tua.',
      '“O pão nosso de cada dia dá-nos hoje.” Tu sabes do que preciso antes que eu peça. Provê para mim e para todos os que passarão fome esta noite, e faz-me generoso com o que me dás.',
      '“Perdoa as nossas dívidas, assim como nós perdoamos aos nossos devedores.” Diga diante de Deus aquilo de que precisa ser perdoado, e depois o nome da pessoa que precisa perdoar. Senhor, não consigo fazer isso sozinho; dá-me a tua misericórdia para que eu a passe adiante.',
      '“Não nos deixes cair em tentação, mas livra-nos do mal.” Guarda-me onde sou fraco, e conduz-me por caminhos onde eu possa ficar de pé.',
      '“Pois teu é o Reino, o poder e a glória para sempre. Amém.” Tudo é teu, e eu também sou. Amém.',
    ],
  },
  {
    title: 'Evening Prayer for Peace',
    paragraphs: [
      'Para o fim do dia, quando as luzes se apagam e a casa fica em silêncio.',
      'Senhor da noite, o dia terminou. Eu o trago a ti tal como foi: o que terminei e o que deixei por fazer, as palavras que me alegro de ter dito e as que gostaria de poder retirar. Guarda tudo isso na tua misericórdia.',
      'Deponho as preocupações que carrego desde a manhã. As conversas que não saem da minha cabeça, as contas, a saúde de quem amo, as notícias de um mundo aflito: eu as coloco nas tuas mãos, porque as tuas mãos são mais fortes do que as minhas, e tu não dormes.',
      'Jesus disse: “Deixo-vos a paz, a minha paz vos dou; não vo-la dou como o mundo a dá. Não se turbe o vosso coração, nem se atemorize.” (João 14:27) Que essa paz repouse agora sobre mim, sobre este quarto e sobre todos os que amo, perto e longe.',
      'Cuida dos que trabalham durante a noite, dos que estão doentes ou sozinhos, e dos que não conseguem dormir por causa do luto ou do medo. Sê o descanso deles, como és o meu.',
      '“Em paz tambem me deitarei e dormirei, porque só tu, Senhor, me fazes habitar em segurança.” (Salmo 4:8) Entrego esta noite aos teus cuidados. Amém.',
    ],
  },
  {
    title: 'A Prayer Before the Day’s Work',
    paragraphs: [
      'Para o momento antes de abrir o computador, vestir o uniforme, pegar as ferramentas ou cuidar das crianças: seja qual for o seu trabalho hoje.',
      '“Tudo quanto fizerdes, fazei-o de todo o coração, como para o Senhor e não para os homens.” (Colossenses 3:23)',
      'Deus Criador, tu trabalhaste e descansaste, e chamaste bom o teu trabalho. Abençoa o trabalho que tenho diante de mim hoje. Seja visto ou não, pago ou não, que eu o ofereça a ti como um presente.',
      'Dá-me clareza para os problemas que vou enfrentar e paciência com as interrupções que não planejei. Dá-me honestidade quando seria mais fácil tomar atalhos, e coragem para falar quando algo não está certo.',
      'Ajuda-me a tratar as pessoas com quem e para quem trabalho como pessoas que tu amas, e não como obstáculos ou ferramentas. Que eu saiba ouvir, falar com bondade e dividir o mérito.',
      'Quando eu for tentado a provar o meu valor pelo quanto produzo, lembra-me de que o meu valor foi decidido há muito tempo pelo teu amor. Que eu trabalhe com dedicação e depois pare, confiando a ti o que ficou por terminar.',
      '“Confia no Senhor de todo o teu coração, e não te estribes no teu próprio entendimento. Reconhece-o em todos os teus caminhos, e ele endireitará as tuas veredas.” (Provérbios 3:5-6) Amém.',
    ],
  },
  {
    title: 'A Prayer in Anxious Times',
    paragraphs: [
      'Para um dia em que a preocupação não dá trégua: antes de uma consulta, enquanto espera notícias, ou no meio da noite.',
      '“Não andeis ansiosos por coisa alguma; antes, em tudo, sejam os vossos pedidos conhecidos diante de Deus pela oração e súplica, com ação de graças. E a paz de Deus, que excede todo o entendimento, guardará os vossos corações e os vossos pensamentos em Cristo Jesus.” (Filipenses 4:6-7)',
      'Deus da paz, a minha mente está acelerada e o meu coração está pesado. Não preciso fingir diante de ti. Eis o que me dá medo. Diga a Deus as suas preocupações, uma a uma, com simplicidade.',
      'Tu me disseste para lançar sobre ti toda a minha ansiedade, “porque ele tem cuidado de vós” (1 Pedro 5:7). Por isso eu te entrego estes medos. Não consigo ver como as coisas vão terminar, mas tu consegues. Não consigo manter tudo de pé, mas tu sustentas todas as coisas.',
      'Obrigado pelas vezes em que me carregaste antes, em momentos que eu pensei que não iria suportar. Obrigado pelas pessoas que estão ao meu lado agora.',
      'Guarda o meu coração e os meus pensamentos. Quando a preocupação voltar, e talvez volte, deixa-me trazê-la a ti outra vez, quantas vezes for preciso. Dá-me força suficiente para esta hora, e depois para a próxima.',
      'Descanso no teu cuidado, Senhor, não porque a tempestade passou, mas porque tu estás comigo no meio dela. Amém.',
    ],
  },
  {
    title: 'A Prayer for Those Who Grieve',
    paragraphs: [
      'Para um tempo de perda: a morte de alguém querido, ou qualquer fim que deixa um lugar vazio. Pode ser rezada por você mesmo ou por outra pessoa.',
      '“Perto está o Senhor dos que teem o coração quebrantado, e salva os contritos de espirito.” (Salmo 34:18)',
      'Deus compassivo, tu conheces o peso desta tristeza. Jesus chorou junto ao túmulo do seu amigo; tu não nos pedes que escondamos as lágrimas. Fica perto de mim, ou de quem eu apresento a ti, neste vazio.',
      'Obrigado pela vida de quem nos faz falta: por cada lembrança, cada risada, cada dia comum que partilhamos. Guarda-os no teu amor, que é mais forte do que a morte.',
      'Há dias em que o luto chega como uma onda. Nesses dias, carrega-me. Dá-me amigos que fiquem comigo sem pressa, e a humildade de deixá-los ajudar. Quando as pessoas não souberem o que dizer, que eu ainda sinta que não estou sozinho.',
      'Jesus disse: “Bem-aventurados os que choram, porque eles serão consolados.” (Mateus 5:4) Ainda não me sinto consolado, Senhor, mas me agarro à tua promessa. O salmo diz de ti: “Sara os quebrantados de coração, e lhes ata as suas feridas.” (Salmo 147:3)',
      'Mantém viva em mim a esperança da ressurreição, o dia em que toda lágrima será enxugada. Até lá, segura-me perto de ti. Amém.',
    ],
  },
  {
    title: 'A Blessing for Family and Friends',
    paragraphs: [
      'Para as pessoas que você ama: numa refeição em família, antes de uma viagem, ou simplesmente ao pensar nelas uma a uma.',
      'Deus de amor, obrigado pelas pessoas que me deste. Obrigado pela família de sangue e pela família que escolhi, pelos velhos amigos que conhecem a minha história e pelos novos amigos que ainda a estão conhecendo.',
      'Traga cada um deles à memória agora. Diga os seus nomes devagar e imagine os seus rostos.',
      'Tu sabes o que cada um carrega hoje: as alegrias que celebram, os fardos que escondem, as perguntas que não conseguem responder. Encontra cada um onde está. Onde há doença, traz cura; onde há solidão, traz companhia; onde há distância entre nós, constrói uma ponte.',
      'Jesus disse: “O meu mandamento é este: que vos ameis uns aos outros, assim como eu vos amei.” (João 15:12) Faz de mim uma pessoa que ama assim: paciente, pronta a perdoar, rápida para ouvir e lenta para se ofender.',
      'E agora eu os abençoo com a antiga bênção que deste ao teu povo: “O Senhor te abençoe e te guarde. O Senhor faça resplandecer o seu rosto sobre ti e tenha misericórdia de ti. O Senhor levante sobre ti o seu rosto e te dê a paz.” (Números 6:24-26) Amém.',
    ],
  },
  {
    title: 'A Prayer of Confession and New Beginnings',
    paragraphs: [
      'Para um momento de sinceridade diante de Deus: no fim de um dia difícil, antes de participar do culto, ou sempre que souber que precisa de um novo começo.',
      '“Se confessarmos os nossos pecados, ele é fiel e justo para nos perdoar os pecados e nos purificar de toda injustiça.” (1 João 1:9)',
      'Deus misericordioso, venho a ti como sou. Não te amei de todo o coração. Não amei o meu próximo como a mim mesmo. Fiz coisas de que me arrependo e deixei de fazer o que devia.',
      'Faça uma pausa aqui e, em silêncio, diga diante de Deus o que pesa na sua consciência. Não são necessárias palavras bonitas; a verdade basta.',
      'Perdão, Senhor. Obrigado porque a tua misericórdia é maior do que a minha falha, e porque não guardas registro das ofensas depois de perdoadas. Onde feri outras pessoas, dá-me coragem para reparar o que fiz.',
      '“Cria em mim, ó Deus, um coração puro, e renova em mim um espirito recto.” (Salmo 51:10) Recebo agora o teu perdão, não porque o mereci, mas porque tu és fiel.',
      'Ajuda-me a seguir adiante com leveza, sem o fardo antigo, e a perdoar os outros tão livremente quanto tu me perdoaste. Amém.',
    ],
  },
  {
    title: 'A Prayer for Wisdom in a Decision',
    paragraphs: [
      'Para uma encruzilhada: uma escolha sobre trabalho, uma mudança, um relacionamento, ou qualquer decisão que você não consegue enxergar com clareza.',
      '“Se algum de vós tem falta de sabedoria, peça-a a Deus, que a todos dá liberalmente e não o censura, e ser-lhe-á dada.” (Tiago 1:5)',
      'Deus de toda sabedoria, estou numa encruzilhada e não sei que caminho tomar. Prometeste sabedoria aos que pedem, e por isso eu peço. Fale a Deus da decisão que tem diante de si, dizendo as escolhas com simplicidade.',
      'Silencia as vozes em mim que são movidas pelo medo, pelo orgulho ou pelo desejo de agradar aos outros. Ajuda-me a ver o que é verdadeiro, o que é amoroso e o que é justo. Coloca ao meu lado amigos sábios, e dá-me ouvidos para ouvi-los.',
      'Se um caminho estiver fechado, dá-me paz para aceitar. Se os dois estiverem abertos, dá-me liberdade para escolher, confiando que estarás comigo em qualquer estrada. Que eu não fique paralisado pelo medo de errar.',
      '“Faze-me ouvir a tua benignidade pela manhã, pois em ti confio; faze-me saber o caminho que devo seguir, porque a ti levanto a minha alma.” (Salmo 143:8)',
      'Seja o que for que eu decidir, Senhor, que eu decida contigo, e caminhe nisso com humildade. Amém.',
    ],
  },
];
