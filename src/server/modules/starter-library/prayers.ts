import type { WrittenItem } from './written-item';

// The starter library's prayers: Psalmlight's own words (docs/sources.md), each for an occasion,
// quoting the World English Bible with its references. One paragraph a string.
export const prayers: WrittenItem[] = [
  {
    title: 'Morning Prayer of Gratitude',
    paragraphs: [
      'For the first minutes of a new day, before the news and the messages and the list of things to do.',
      '“It is because of Yahweh’s loving kindnesses that we are not consumed, because his mercies don’t fail. They are new every morning. Great is your faithfulness.” (Lamentations 3:22-23)',
      'Faithful God, thank you for this morning. Thank you for the breath in my lungs and the light at the window, for the rest of the night that is past and for the hours that lie ahead. Before I ask you for anything, I want simply to say thank you.',
      'Thank you for the people who will cross my path today, those I love easily and those I find hard to love. Thank you for work to do, for food to eat, and for the quiet gifts I so often overlook: a kind word, a warm cup, a moment of beauty.',
      'Your mercies are new this morning. Where yesterday went wrong, let me begin again in your grace. Where it went well, let me not forget that every good gift comes from you.',
      '“This is the day that Yahweh has made. We will rejoice and be glad in it!” (Psalm 118:24)',
      'Go before me into this day, Lord. Keep my eyes open to your goodness, and let my gratitude overflow into kindness toward others. Amen.',
    ],
  },
  {
    title: 'Praying the Lord’s Prayer Slowly',
    paragraphs: [
      'The prayer Jesus gave his friends (Matthew 6:9-13), prayed one line at a time. After each line, pause and let your own words rise before moving on.',
      '“Our Father in heaven.” Father, you are near and you are holy. I come to you not as a stranger but as your child, together with all your children everywhere.',
      '“May your name be kept holy.” Let my words and my choices today honour your name. Where I have treated holy things lightly, teach me reverence again.',
      '“Let your Kingdom come. Let your will be done on earth as it is in heaven.” Bring your justice and your peace into the places I will go today: my home, my work, my neighbourhood. Make my will willing to follow yours.',
      '“Give us today our daily bread.” You know what I need before I ask. Provide for me, and for all who are hungry tonight, and make me generous with what you give.',
      '“Forgive us our debts, as we also forgive our debtors.” Name before God what you need forgiven, and then the person you need to forgive. Lord, I cannot do this alone; give me your mercy to pass on.',
      '“Bring us not into temptation, but deliver us from the evil one.” Guard me where I am weak, and lead me by paths where I can stand.',
      '“For yours is the Kingdom, the power, and the glory forever. Amen.” All of it is yours, and so am I. Amen.',
    ],
  },
  {
    title: 'Evening Prayer for Peace',
    paragraphs: [
      'For the end of the day, as the lights go down and the house grows quiet.',
      'Lord of the evening, the day is done. I bring it to you just as it was: what I finished and what I left undone, the words I am glad I said and the ones I wish I could take back. Hold all of it in your mercy.',
      'I lay down the worries I have carried since the morning. The conversations I keep replaying, the bills, the health of those I love, the news of a troubled world: I place them in your hands, because your hands are stronger than mine, and you do not sleep.',
      'Jesus said, “Peace I leave with you. My peace I give to you; not as the world gives, I give to you. Don’t let your heart be troubled, neither let it be fearful.” (John 14:27) Let that peace settle over me now, over this room, and over everyone I love, near and far.',
      'Watch over those who work through the night, those who are sick or alone, and those who cannot sleep for grief or fear. Be their rest as you are mine.',
      '“In peace I will both lay myself down and sleep, for you alone, Yahweh, make me live in safety.” (Psalm 4:8) Into your keeping I give this night. Amen.',
    ],
  },
  {
    title: 'A Prayer Before the Day’s Work',
    paragraphs: [
      'For the moment before you open the laptop, put on the uniform, pick up the tools or care for the children: whatever your work is today.',
      '“Whatever you do, work heartily, as for the Lord and not for men.” (Colossians 3:23)',
      'Creator God, you worked and rested, and you called your work good. Bless the work in front of me today. Whether it is seen or unseen, paid or unpaid, let me offer it to you as a gift.',
      'Give me clear thinking for the problems I will face and patience with the interruptions I did not plan. Give me honesty when it would be easier to cut corners, and courage to speak up when something is not right.',
      'Help me to treat the people I work with and for as people you love, not as obstacles or tools. Let me listen well, speak kindly, and share the credit.',
      'When I am tempted to prove my worth by how much I get done, remind me that my worth was settled long ago by your love. Let me work hard and then stop, trusting the unfinished things to you.',
      '“Trust in Yahweh with all your heart, and don’t lean on your own understanding. In all your ways acknowledge him, and he will make your paths straight.” (Proverbs 3:5-6) Amen.',
    ],
  },
  {
    title: 'A Prayer in Anxious Times',
    paragraphs: [
      'For a day when worry will not let go: before an appointment, while waiting for news, or in the middle of the night.',
      '“In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.” (Philippians 4:6-7)',
      'God of peace, my mind is racing and my heart is heavy. I do not need to pretend with you. Here is what I am afraid of. Name your worries to God, one by one, plainly.',
      'You have told me to cast all my worries on you, “because he cares for you” (1 Peter 5:7). So I give you these fears. I cannot see how things will turn out, but you can. I cannot hold everything together, but you hold all things.',
      'Thank you for the ways you have carried me before, in times I thought I would not get through. Thank you for the people who stand with me now.',
      'Guard my heart and my thoughts. When the worry returns, as it may, let me bring it to you again, as many times as it takes. Give me enough strength for this hour, and then for the next.',
      'I rest in your care, Lord, not because the storm is over but because you are with me in it. Amen.',
    ],
  },
  {
    title: 'A Prayer for Those Who Grieve',
    paragraphs: [
      'For a time of loss: the death of someone loved, or any ending that leaves an empty place. It may be prayed for yourself or for someone else.',
      '“Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.” (Psalm 34:18)',
      'Compassionate God, you know the weight of this sorrow. Jesus wept at the grave of his friend; you do not ask us to hide our tears. Be near to me, or to the one I pray for, in this emptiness.',
      'Thank you for the life we are missing: for every memory, every laugh, every ordinary day we shared. Hold them in your love, which is stronger than death.',
      'Some days the grief comes like a wave. On those days, carry me. Give me friends who will sit with me without rushing me, and the humility to let them help. When people do not know what to say, let me still feel that I am not alone.',
      'Jesus said, “Blessed are those who mourn, for they shall be comforted.” (Matthew 5:4) I do not yet feel comforted, Lord, but I hold on to your promise. You heal “the broken in heart, and bind up their wounds” (Psalm 147:3).',
      'Keep alive in me the hope of resurrection, the day when every tear is wiped away. Until then, hold me close. Amen.',
    ],
  },
  {
    title: 'A Blessing for Family and Friends',
    paragraphs: [
      'For the people you love: at a family meal, before a journey, or simply as you think of them one by one.',
      'Loving God, thank you for the people you have given me. Thank you for family by birth and family by choice, for old friends who know my story and new friends who are still learning it.',
      'Bring each of them to mind now. Say their names slowly, and picture their faces.',
      'You know what each of them carries today: the joys they are celebrating, the burdens they are hiding, the questions they cannot answer. Meet each one where they are. Where there is illness, bring healing; where there is loneliness, bring company; where there is distance between us, build a bridge.',
      'Jesus said, “This is my commandment, that you love one another, even as I have loved you.” (John 15:12) Make me a person who loves like that: patient, forgiving, quick to listen and slow to take offence.',
      'And now I bless them with the ancient blessing you gave your people: “Yahweh bless you, and keep you. Yahweh make his face to shine on you, and be gracious to you. Yahweh lift up his face toward you, and give you peace.” (Numbers 6:24-26) Amen.',
    ],
  },
  {
    title: 'A Prayer of Confession and New Beginnings',
    paragraphs: [
      'For a moment of honesty before God: at the end of a hard day, before sharing in worship, or whenever you know you need a fresh start.',
      '“If we confess our sins, he is faithful and righteous to forgive us the sins and to cleanse us from all unrighteousness.” (1 John 1:9)',
      'Merciful God, I come to you as I am. I have not loved you with my whole heart. I have not loved my neighbour as myself. I have done things I regret, and left undone things I should have done.',
      'Pause here, and in silence name before God what weighs on your conscience. There is no need for fine words; the truth is enough.',
      'I am sorry, Lord. Thank you that your mercy is greater than my failure, and that you do not keep a record of wrongs once they are forgiven. Where I have hurt others, give me the courage to make things right.',
      '“Create in me a clean heart, O God. Renew a right spirit within me.” (Psalm 51:10) I receive your forgiveness now, not because I have earned it but because you are faithful.',
      'Help me to walk on lightly, without the old burden, and to forgive others as freely as you have forgiven me. Amen.',
    ],
  },
  {
    title: 'A Prayer for Wisdom in a Decision',
    paragraphs: [
      'For a crossroads: a choice about work, a move, a relationship, or any decision you cannot see clearly.',
      '“If any of you lacks wisdom, let him ask of God, who gives to all liberally and without reproach, and it will be given to him.” (James 1:5)',
      'God of all wisdom, I am standing at a crossroads and I do not know which way to go. You promised wisdom to those who ask, so I am asking. Speak to the decision before you, naming the choices plainly.',
      'Quiet the voices in me that are driven by fear, pride or the wish to please others. Help me to see what is true, what is loving and what is right. Bring wise friends alongside me, and give me ears to hear them.',
      'If one path is closed, give me peace to accept it. If both are open, give me freedom to choose, trusting that you will be with me on either road. Let me not be frozen by the fear of getting it wrong.',
      '“Cause me to hear your loving kindness in the morning, for I trust in you. Cause me to know the way in which I should walk, for I lift up my soul to you.” (Psalm 143:8)',
      'Whatever I decide, Lord, let me decide it with you, and walk in it humbly. Amen.',
    ],
  },
];
