import type { WrittenItem } from '../written-item';

// The guided meditations in Brazilian Portuguese: Psalmlight's own words, each under the English
// title it translates, with the same steps and silences. Psalms are quoted from the Almeida 1911
// (src/server/providers/text/data), word for word; other books in our own rendering of the WEB.
export const meditationsPt: WrittenItem[] = [
  {
    title: 'Breath Prayer: Be Still',
    paragraphs: [
      'Uma oração da respiração para qualquer momento de pressa ou de barulho. Procure um lugar para se sentar onde ninguém o interrompa por alguns minutos.',
      'Primeiro passo. Acomode o corpo. Deixe os pés apoiados no chão e as mãos abertas sobre o colo. Feche os olhos, ou deixe o olhar pousar suavemente no chão.',
      'Segundo passo. Perceba a sua respiração, sem tentar mudá-la. Inspire devagar pelo nariz e expire pela boca. Faça isso três vezes, deixando os ombros descerem um pouco mais a cada vez.',
      'Terceiro passo. Ouça a palavra que Deus diz no Salmo 46:10: “Aquietae-vos, e sabei que eu sou Deus.”',
      'Quarto passo. Agora reze essas palavras com a respiração. Ao inspirar, diga em silêncio: “Aquietai-vos.” Ao expirar: “e sabei que eu sou Deus.” Continue por alguns minutos. Quando a mente se distrair, e isso vai acontecer, simplesmente volte às palavras, sem se julgar.',
      'Quinto passo. Deixe as palavras ficarem mais curtas. Inspire: “Aquietai-vos, e sabei.” Expire: “Aquietai-vos.” Depois, nas últimas respirações, apenas: “Aquietai.”',
      'Sexto passo. Descanse em silêncio por um ou dois minutos. Não há nada a conquistar aqui; Deus é Deus, e você está amparado.',
      'Sétimo passo. Para terminar, respire uma vez mais fundo e diga: “Obrigado, Senhor.” Abra os olhos e leve esta quietude para o que vem a seguir.',
    ],
  },
  {
    title: 'Examen: Reviewing the Day with God',
    paragraphs: [
      'O exame é uma prática antiga de repassar o dia na companhia de Deus, na tradição de Inácio de Loyola. Reserve uns vinte minutos à noite, num lugar tranquilo.',
      'Primeiro passo: tome consciência da presença de Deus. Respire devagar durante um minuto. Reze as palavras do Salmo 139:23-24: “Sonda-me, ó Deus, e conhece o meu coração: prova-me, e conhece os meus pensamentos. E vê se ha em mim algum caminho mau, e guia-me pelo caminho eterno.”',
      'Segundo passo: agradeça. Deixe o dia passar diante de você como um filme, desde que acordou até agora. Perceba os presentes: uma conversa, uma refeição, um instante de beleza, uma tarefa concluída. Agradeça a Deus por cada um, pelo nome. Fique aqui por alguns minutos.',
      'Terceiro passo: perceba os seus sentimentos. Onde você se sentiu mais vivo, em paz ou amoroso hoje? Onde se sentiu esgotado, ansioso ou ressentido? Não analise; apenas perceba, e pergunte a Deus o que esses momentos podem estar dizendo.',
      'Quarto passo: escolha um momento. Peça ao Espírito Santo que lhe mostre uma parte do dia sobre a qual rezar. Pode ser uma alegria a saborear ou uma falha a trazer para a luz. Fique com ela em silêncio por vários minutos, e fale com Deus sobre ela com sinceridade.',
      'Quinto passo: peça perdão e graça. Onde você falhou, diga a Deus que sente muito e receba a sua misericórdia. Onde precisa consertar algo, peça coragem.',
      'Sexto passo: olhe para o dia de amanhã. Pense no que está por vir. Peça a graça de que vai precisar, seja paciência, coragem ou alegria.',
      'Termine rezando devagar o Pai-Nosso, e descanse em silêncio por um último minuto.',
    ],
  },
  {
    title: 'Resting in God Alone',
    paragraphs: [
      'Uma breve meditação para um coração cansado ou disperso. Reserve uns dez minutos.',
      'Primeiro passo. Sente-se confortavelmente e feche os olhos. Respire devagar três vezes, soltando cada expiração um pouco mais longa do que a inspiração.',
      'Segundo passo. Perceba o que você está carregando. Talvez tarefas, preocupações, uma conversa que não foi bem. Sem afastar nada, imagine que coloca cada coisa no chão, ao seu lado. Ela ainda estará ali depois; por agora, você pode descansar.',
      'Terceiro passo. Ouça o versículo: “A minha alma espera sómente em Deus: d’elle vem a minha salvação.” (Salmo 62:1)',
      'Quarto passo. Reze-o devagar com a respiração. Ao inspirar: “A minha alma espera.” Ao expirar: “somente em Deus.” Repita com suavidade por vários minutos. Se perceber que está pegando de volta alguma das coisas que deixou no chão, note isso e deixe-a de novo.',
      'Quinto passo. Solte as palavras e simplesmente descanse em silêncio por dois ou três minutos. Você não precisa merecer este descanso. Deus o dá.',
      'Sexto passo. Antes de abrir os olhos, pergunte a Deus qual é a única coisa que você deve pegar primeiro. Pegue essa, e deixe o resto aos cuidados dele por enquanto.',
      'Termine com um obrigado em silêncio, e volte ao seu dia num ritmo mais suave.',
    ],
  },
  {
    title: 'Come to Me: A Meditation for the Weary',
    paragraphs: [
      'Para o fim de uma semana longa, ou qualquer momento em que você se sinta esgotado. Reserve uns dez minutos.',
      'Primeiro passo. Sente-se ou deite-se confortavelmente. Deixe o corpo pesar. Inspire devagar e, ao expirar, solte o esforço de se manter de pé.',
      'Segundo passo. Ouça o convite que Jesus faz: “Vinde a mim, todos os que estais cansados e sobrecarregados, e eu vos aliviarei.” (Mateus 11:28)',
      'Terceiro passo. Leia de novo, devagar, e perceba qual palavra fica com você. Talvez “vinde”, ou “todos”, ou “aliviarei”. Não há resposta certa.',
      'Quarto passo. Respire com essa palavra. Ao inspirar, reze-a em silêncio. Ao expirar, solte alguma coisa: a tensão no maxilar, uma preocupação, a necessidade de ser forte. Continue por alguns minutos.',
      'Quinto passo. Imagine Jesus dizendo essas palavras a você, pelo seu nome. O que você sente? O que quer dizer a ele? Fale com sinceridade, em silêncio ou em voz alta.',
      'Sexto passo. Descanse em silêncio por dois ou três minutos. Você veio; agora deixe que ele lhe dê descanso.',
      'Sétimo passo. Termine rezando: “Senhor, obrigado pelo teu descanso. Ajuda-me a vir a ti de novo amanhã.” Respire devagar mais uma vez antes de se levantar.',
    ],
  },
  {
    title: 'A Lamp to My Feet: Lectio Divina',
    paragraphs: [
      'A lectio divina, “leitura sagrada”, é uma forma antiga de rezar com as Escrituras: ler uma passagem curta várias vezes, escutando o que Deus pode estar dizendo. Reserve quinze minutos.',
      'Primeiro passo: prepare-se. Sente-se em silêncio e respire devagar algumas vezes. Peça ao Espírito Santo que abra o seu coração à palavra de Deus.',
      'Segundo passo: leia. Leia o versículo devagar, em voz alta se puder: “A tua palavra é uma lampada para os meus pés e uma luz para o meu caminho.” (Salmo 119:105) Perceba qual palavra ou expressão chama a sua atenção.',
      'Terceiro passo: reflita. Leia o versículo uma segunda vez. Fique com a palavra ou a expressão que o tocou. Por que ela pode ser importante para você hoje? Uma lâmpada ilumina só os próximos passos, não a estrada inteira. Qual é o próximo passo diante de você?',
      'Quarto passo: responda. Leia o versículo uma terceira vez e, depois, fale com Deus sobre o que percebeu. Peça, agradeça, confesse ou simplesmente diga a ele como se sente.',
      'Quinto passo: descanse. Solte as palavras e os pensamentos. Descanse em silêncio por alguns minutos, como uma criança descansa na presença de alguém que a ama.',
      'Sexto passo: volte. Antes de terminar, escolha uma pequena maneira de levar esta palavra para o seu dia. Agradeça a Deus por ter falado, e termine com o versículo mais uma vez.',
    ],
  },
  {
    title: 'The Lord Is My Shepherd: A Slow Walk',
    paragraphs: [
      'Uma meditação sobre o primeiro versículo do Salmo 23. Você pode rezá-la sentado, em silêncio, ou caminhando devagar ao ar livre. Reserve dez minutos.',
      'Primeiro passo. Respire fundo três vezes. Sinta os pés no chão. Deixe o passo, ou a respiração, ficar mais lento.',
      'Segundo passo. Ouça o versículo: “O Senhor é o meu pastor, nada me faltará.” (Salmo 23:1)',
      'Terceiro passo. Reze-o uma expressão de cada vez, com várias respirações em cada uma. “O Senhor”: o Deus que é, que era e que há de vir. “É o meu pastor”: não um governante distante, mas alguém que caminha com o rebanho e conhece cada ovelha. “Nada me faltará”: não tudo o que eu quero, mas tudo de que de fato preciso.',
      'Quarto passo. Deixe a respiração carregar o versículo. Ao inspirar: “O Senhor é o meu pastor.” Ao expirar: “nada me faltará.” Continue por vários minutos. Se estiver caminhando, que cada passo seja um pequeno ato de confiança.',
      'Quinto passo. Traga à mente algo que você teme que lhe falte: tempo, força, dinheiro, amor. Apresente-o ao Pastor em silêncio.',
      'Sexto passo. Descanse em silêncio por um minuto. Depois termine com uma oração simples: “Bom Pastor, guia-me hoje. Eu te seguirei.”',
    ],
  },
  {
    title: 'Like a Weaned Child: Quieting the Soul',
    paragraphs: [
      'O Salmo 131 tem apenas três versículos, uma oração para soltar o que é grande demais para nós. Reserve uns doze minutos.',
      'Primeiro passo. Sente-se confortavelmente. Inspire contando até quatro, segure por um instante e expire contando até seis. Repita cinco vezes.',
      'Segundo passo. Ouça o versículo: “Certamente que me tenho portado e socegado como uma creança desmamada de sua mãe: a minha alma está como uma creança desmamada.” (Salmo 131:2)',
      'Terceiro passo. Imagine a cena. Uma criança desmamada já não chora para ser alimentada; simplesmente descansa junto à mãe, contente por estar perto dela. Perceba onde você ainda está clamando, inquieto por respostas ou resultados.',
      'Quarto passo. Diga diante de Deus as questões que são “grandes demais” para você neste momento: perguntas que não consegue responder, situações que não consegue resolver. Ofereça-as uma a uma, abrindo as mãos ao fazê-lo.',
      'Quinto passo. Reze com a respiração. Ao inspirar: “Tenho sossegado.” Ao expirar: “e aquietado a minha alma.” Continue por vários minutos.',
      'Sexto passo. Descanse em silêncio, contente simplesmente por estar perto de Deus, por três ou quatro minutos.',
      'Sétimo passo. Termine com o último versículo do salmo, “Espere Israel no Senhor, desde agora e para sempre”, e um Amém em silêncio.',
    ],
  },
  {
    title: 'Night Watches: A Meditation Before Sleep',
    paragraphs: [
      'Para os últimos minutos do dia, na cama, com as luzes apagadas. Se você adormecer antes do fim, isso também é um presente.',
      'Primeiro passo. Deite-se de costas e deixe a cama sustentar o seu peso. Respire devagar. A cada expiração, relaxe uma parte do corpo: a testa, o maxilar, os ombros, as mãos, as pernas, os pés.',
      'Segundo passo. Ouça as palavras do salmista: “Quando me lembrar de ti na minha cama, e meditar em ti nas vigilias da noite.” (Salmo 63:6)',
      'Terceiro passo. Lembre-se de Deus. Recorde um momento de hoje em que você percebeu a bondade dele, por menor que seja. Agradeça a ele por isso.',
      'Quarto passo. Se vier uma preocupação, imagine-se colocando-a nas mãos de Deus durante a noite. Você pode pegá-la de volta pela manhã, se precisar.',
      'Quinto passo. Reze com a respiração, devagar: ao inspirar, “Em paz”; ao expirar, “me deitarei e dormirei.” Essas palavras vêm do Salmo 4:8: “Em paz tambem me deitarei e dormirei, porque só tu, Senhor, me fazes habitar em segurança.”',
      'Sexto passo. Deixe as palavras se desfazerem no silêncio e descanse no cuidado de Deus. Você está seguro com ele durante a noite.',
    ],
  },
  {
    title: 'The Light of the World',
    paragraphs: [
      'Uma meditação para um tempo escuro ou confuso. Se puder, acenda uma vela e coloque-a à sua frente. Reserve uns doze minutos.',
      'Primeiro passo. Sente-se confortavelmente e olhe para a chama, ou feche os olhos. Respire devagar, inspirando e expirando, cinco vezes.',
      'Segundo passo. Ouça as palavras de Jesus: “Eu sou a luz do mundo; quem me segue não andará em trevas, mas terá a luz da vida.” (João 8:12)',
      'Terceiro passo. Pense nos lugares da sua vida que parecem escuros agora: um relacionamento, uma pergunta, um medo, um luto. Sem forçar nada, deixe cada um vir à mente e segure-o na luz de Cristo.',
      'Quarto passo. Reze com a respiração. Ao inspirar: “Jesus, luz do mundo.” Ao expirar: “brilha na minha escuridão.” Continue por vários minutos, olhando para a chama, se tiver uma.',
      'Quinto passo. Descanse em silêncio. Perceba que uma pequena chama basta para mudar um quarto inteiro. Você não precisa ver tudo; precisa apenas seguir a luz que tem.',
      'Sexto passo. Traga à mente outra pessoa que está atravessando a escuridão, e segure-a também na luz.',
      'Termine rezando: “Senhor, que eu caminhe hoje na tua luz e a leve aos outros.” Se acendeu uma vela, apague-a com delicadeza.',
    ],
  },
];
