import type { FormTexts } from './form-texts';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const formTextsEn: FormTexts = {
  theme: {
    praise: 'praise',
    gratitude: 'gratitude',
    guidance: 'guidance',
    comfort: 'comfort',
    protection: 'protection',
    forgiveness: 'forgiveness',
    strength: 'strength',
    peace: 'peace',
    joy: 'joy',
    trust: 'trust',
  },
  today: (theme) => ({
    word: theme,
    this: 'this day',
    at: 'today',
    title: '',
    thanks: 'Thank you for this new day and for your faithful love.',
    ask: `Fill this day with ${theme}, and let me walk with you in it.`,
  }),
  title: {
    daily_psalm: (phrase) => `A Psalm ${phrase}`,
    daily_prayer: (phrase) => `A Prayer ${phrase}`,
    daily_meditation: (phrase) => `A Meditation ${phrase}`,
    scripture_reflection: (phrase) => `A Reflection ${phrase}`,
    journal_prompt: (phrase) => `A Journal Prompt ${phrase}`,
    weekly_workflow: (phrase) => `A Week ${phrase}`,
  },
  themePhrase: (contentType, theme) =>
    contentType === 'daily_psalm' ||
    contentType === 'daily_prayer' ||
    contentType === 'weekly_workflow'
      ? `of ${capitalised(theme)}`
      : `on ${capitalised(theme)}`,
  cite: (ref) => `Psalm ${ref}`,
  psalm: {
    opening: (o) => `Lord, ${o.at}, I lift my heart to you.`,
    closing: (o) => `${o.ask} I will praise you all my days.`,
  },
  prayer: {
    address: 'Lord God, our Father,',
    confession: 'I confess that I have not always trusted you; forgive me, and make my heart new.',
    holdOn: 'I hold on to your word:',
    amen: 'In Jesus’ name, Amen.',
  },
  meditation: {
    settle: (o) =>
      `1. Settle. Sit comfortably, let your shoulders drop and breathe slowly three times. Bring ${o.this} quietly before God.`,
    read: '2. Read slowly. Read these words twice, pausing at the end of each line:',
    silence:
      '3. Silence. Stay in silence for two minutes. When your thoughts wander, come back to one phrase of the reading.',
    return: '4. Return. Open your eyes, breathe deeply and read the words once more.',
    close: (o) => `5. Close. Pray in your own words, or with these: ${o.ask} Amen.`,
  },
  reflection: {
    read: (citation) => `Read ${citation}:`,
    explain: {
      wedding:
        'The psalm sees love and the home as gifts of God: a life built with him is a life that lasts and is glad.',
      exams:
        'The psalmist asks God to teach him and trusts that understanding comes from God, not from worry.',
      harvest:
        'The psalm thanks God for rain, fields and food: every harvest is his gift before it is our work.',
      healing: 'The psalmist cries out in weakness and finds that God hears, sustains and heals.',
      grief:
        'The psalm does not hide sorrow; it says that God is near to the broken-hearted and stays when others are gone.',
      birth: 'The psalmist marvels that God knew and formed each life before it was born.',
      work: 'The psalm asks God to establish the work of our hands and promises that he guides the steps of those who trust him.',
      travel: 'The psalm promises that God keeps us wherever we go, by day and by night.',
      speech:
        'The psalmist asks God to guard his mouth and to make his words pleasing to him: our speech is part of our prayer.',
      praise: 'The psalm calls everything that lives to praise God, because he is great and good.',
      gratitude: 'The psalm remembers God’s goodness and answers it with thanks.',
      guidance: 'The psalmist asks to be taught God’s way, and trusts that God will show it.',
      comfort: 'The psalm says that God comes close in the dark places and binds up wounds.',
      protection: 'The psalm pictures God as a refuge and a fortress that holds firm.',
      forgiveness:
        'The psalmist confesses his sin and finds that God forgives and makes the heart clean.',
      strength: 'The psalmist finds his strength not in himself but in God, who helps him.',
      peace: 'The psalm describes the rest God gives: a quiet heart that can lie down and sleep.',
      joy: 'The psalm tells of a joy that comes from God’s presence, not from circumstances.',
      trust: 'The psalmist chooses to trust God when he is afraid, and finds him faithful.',
    },
    questions: (o) => [
      'Which word or line of this passage stays with you, and why?',
      `What does this passage say to you about ${o.this}?`,
      'What will you ask God for as you carry these words into the day?',
    ],
  },
  journal: {
    question: (o) =>
      `As you think about ${o.this}, where have you seen God at work, and what do you want to tell the Lord?`,
    followUps: () => ['What feels hardest about it?', 'What are you thankful for?'],
  },
  citation: (citations) =>
    `— Composed offline from the World English Bible (public domain): ${citations.join(', ')}.`,
};
