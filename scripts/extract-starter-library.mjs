#!/usr/bin/env node
// Builds the starter library's Scripture Studies (src/server/modules/starter-library/
// studies.json) from public-domain SWORD modules installed on this machine (docs/sources.md,
// docs/decisions/055-starter-library.md): each study is a World English Bible passage, an excerpt of
// Spurgeon's Treasury of David (psalms) or Matthew Henry's Concise Commentary (other books), related
// passages from Nave's Topical Bible, and questions for reflection written for Psalmlight.
//
// Needs `diatheke` and the modules engWEB2015eb, TDavid, MHCC and Nave (Debian: sword-text-web,
// sword-comm-tdavid, sword-comm-mhcc, sword-dict-naves, libsword-utils). The output is committed:
// CI and installs never run this. Run: node scripts/extract-starter-library.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'src/server/modules/starter-library/studies.json');
const systemSword = '/usr/share/sword';

/**
 * A private SWORD_PATH over the system's modules. Debian's sword-comm-mhcc 2.0 declares
 * ModDrv=zCom4 for data written as zCom: read as zCom4, every lookup answers another chapter's
 * text or nothing ("Error reading ulCompOffset"). Its configuration is corrected here, not in /usr.
 */
function swordPath() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-sword-'));
  fs.mkdirSync(path.join(dir, 'mods.d'));
  fs.symlinkSync(path.join(systemSword, 'modules'), path.join(dir, 'modules'));
  for (const name of fs.readdirSync(path.join(systemSword, 'mods.d'))) {
    let conf = fs.readFileSync(path.join(systemSword, 'mods.d', name), 'utf8');
    if (/^\[MHCC\]/m.test(conf)) conf = conf.replace(/^ModDrv=zCom4$/m, 'ModDrv=zCom');
    fs.writeFileSync(path.join(dir, 'mods.d', name), conf);
  }
  return dir;
}

const env = { ...process.env, SWORD_PATH: swordPath() };

function diatheke(module, key) {
  return execFileSync('diatheke', ['-b', module, '-k', key], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

const entities = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/**
 * OSIS to plain text: headings, footnotes and cross-reference notes go with their words; Strong's
 * numbers and morphology live in attributes and go with the tags; every other tag leaves its text.
 */
function plain(osis) {
  return osis
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, ' ')
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&[a-z]+;/g, (entity) => entities[entity] ?? ' ')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?’”)])/g, '$1')
    .replace(/([“‘(])\s+/g, '$1')
    .trim();
}

/** One WEB verse's words, without the "Book c:v:" label diatheke puts before them. */
function webVerse(book, chapter, verse) {
  const raw = diatheke('engWEB2015eb', `${book} ${chapter}:${verse}`);
  const labelled = raw.replace(/\(engWEB2015eb\)\s*$/, '');
  const at = labelled.search(/\d+:\d+: /);
  const text = plain(at >= 0 ? labelled.slice(labelled.indexOf(': ', at) + 2) : labelled);
  if (!text) throw new Error(`No WEB text for ${book} ${chapter}:${verse}`);
  return text;
}

function webPassage({ book, chapter, from, to }) {
  const verses = [];
  for (let verse = from; verse <= to; verse++) verses.push(webVerse(book, chapter, verse));
  return verses.join(' ');
}

const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;

/** The first sentences of `text` that fit in about `words` words (at least one sentence). */
function sentences(text, words) {
  const parts = text.match(/[^.!?]+[.!?]+["”’)]*\s*/g) ?? [text];
  let taken = '';
  for (const part of parts) {
    if (taken && wordCount(taken + part) > words) break;
    taken += part;
  }
  return taken.trim();
}

/** The paragraphs of an OSIS block, as plain text (paragraph divs are milestones: sID/eID). */
function paragraphs(osis) {
  return osis
    .split(/<div\b[^>]*type="x-p"[^>]*\/>/)
    .map(plain)
    .filter(Boolean);
}

/**
 * Spurgeon on a psalm: the opening of his overview and of his exposition of one verse. Only the
 * OVERVIEW and EXPOSITION sections are his own words; the "explanatory notes and quaint sayings"
 * after them quote other writers and are never taken.
 */
function spurgeon(psalm, verse) {
  const block = diatheke('TDavid', `Psalm ${psalm}:1`);
  const overviewAt = block.indexOf('OVERVIEW</title>');
  const expositionAt = block.indexOf('EXPOSITION</title>');
  const notesAt = block.indexOf('EXPLANATORY NOTES');
  if (overviewAt < 0 || expositionAt < 0) throw new Error(`No Spurgeon overview for ${psalm}`);
  // His notes on the title, subject and division are about the psalm's heading and outline.
  const overview = paragraphs(block.slice(overviewAt + 16, expositionAt))
    .filter((text) => !/^\W*(TITLE|SUBJECT|DIVISION|A Song)\b/.test(text))
    .join(' ')
    .replace(/\s*\*\s*/g, ' ');
  const exposition = paragraphs(block.slice(expositionAt + 17, notesAt < 0 ? undefined : notesAt));
  const verseStart = exposition.findIndex((text) => new RegExp(`^Verses? ${verse}\\b`).test(text));
  if (verseStart < 0) throw new Error(`No exposition of Psalm ${psalm}:${verse}`);
  const onVerse = exposition[verseStart].replace(/^Verses? [\d, -]+\.\s*/, '');
  return overview ? [sentences(overview, 90), sentences(onVerse, 110)] : [sentences(onVerse, 200)];
}

/** Matthew Henry's comment on the section of a chapter that holds `verse`. */
function henry(book, chapter, verse) {
  const block = diatheke('MHCC', `${book} ${chapter}:${verse}`)
    // diatheke's "Book c:v:" label, the chapter outline, and the "Verses 9-15" heading.
    .replace(/^[^<]*?\d+:\d+: /, '')
    .replace(/^[\s\S]*?(?=<hi type="bold">Verses? \d)/, '')
    .replace(/<table>[\s\S]*?<\/table>/g, ' ')
    .replace(/<hi type="bold">Verses? [\d, -]+<\/hi>/g, ' ');
  const text = paragraphs(block)
    .filter((paragraph) => !/^(Verses? [\d-]+|Chapter \d+|Chapter Outline)$/.test(paragraph))
    .join(' ')
    .replace(/\(MHCC\)\s*$/, '')
    .trim();
  if (!text) throw new Error(`No Matthew Henry comment for ${book} ${chapter}:${verse}`);
  return [sentences(text, 200)];
}

/**
 * A line of Nave's entry for `topic` (the item starting with `item`): its heading, as Nave words it,
 * and the first passages it lists (Nave's abbreviations).
 */
function nave(topic, item) {
  const entry = diatheke('Nave', topic);
  const items = entry.match(/<item>[\s\S]*?<\/item>/g) ?? [];
  const found = items.find((text) => plain(text).toLowerCase().startsWith(item.toLowerCase()));
  if (!found) throw new Error(`No Nave entry "${item}" under ${topic}`);
  const heading = plain(found.replace(/<ref[\s\S]*$/, '')).replace(/\s*'\s*/g, '’');
  const listed = plain(found.slice(found.indexOf('<ref'))).replace(/[;.\s]+$/, '');
  return { heading, references: listed.split(/;\s*/).slice(0, 6).join('; ') };
}

// Which passages, which commentary, and the questions for reflection (Psalmlight's own words).
const studies = [
  {
    title: 'Study: The Good Shepherd (Psalm 23)',
    passage: { book: 'Psalms', chapter: 23, from: 1, to: 6 },
    spurgeonVerse: 1,
    nave: ['SHEPHERD', 'Of God'],
    questions: [
      'Where in your life do you most need to hear "I shall lack nothing" today?',
      'The psalm moves from green pastures through the valley of the shadow of death to a table. Which of these places are you walking through now, and what does it mean that the Shepherd is there too?',
      'Spend a moment naming one way God has restored your soul this week, and give thanks.',
    ],
  },
  {
    title: 'Study: A Very Present Help (Psalm 46)',
    passage: { book: 'Psalms', chapter: 46, from: 1, to: 11 },
    spurgeonVerse: 1,
    nave: ['AFFLICTION', 'Tempered with mercy'],
    questions: [
      'What feels like "the mountains shaking" in your life or in the world right now?',
      'The psalm twice says that the God of Jacob is our refuge. How does remembering the God of an imperfect patriarch encourage you?',
      'Where can you make room today to be still and know that God is God?',
    ],
  },
  {
    title: 'Study: The Tree by the Streams (Psalm 1)',
    passage: { book: 'Psalms', chapter: 1, from: 1, to: 6 },
    spurgeonVerse: 1,
    nave: ['RIGHTEOUS', 'Righteous and wicked'],
    questions: [
      'Whose counsel shapes your days most: the news, your friends, your worries, or the word of God?',
      'A tree does not strain to bear fruit; it draws water through its roots. What would it look like for you to put down roots this week?',
      'Choose one verse to "meditate on day and night" this week, and write it where you will see it.',
    ],
  },
  {
    title: 'Study: Under His Wings (Psalm 91)',
    passage: { book: 'Psalms', chapter: 91, from: 1, to: 8 },
    spurgeonVerse: 1,
    nave: ['AFFLICTION', 'God regulates the measure'],
    questions: [
      'The psalm begins with dwelling, not visiting. What helps you stay near God rather than only running to him in a crisis?',
      'Which fear named in these verses (terror by night, the arrow by day, the pestilence) speaks most to your situation?',
      'Picture the image of shelter under a bird’s wings. What does it tell you about the kind of care God gives?',
    ],
  },
  {
    title: 'Study: My Help Comes from the Lord (Psalm 121)',
    passage: { book: 'Psalms', chapter: 121, from: 1, to: 8 },
    spurgeonVerse: 1,
    questions: [
      'Pilgrims sang this psalm on the road to Jerusalem. What journey are you on at the moment?',
      'The Lord "will not slumber". What does it mean for your rest tonight that God is awake?',
      'Pray this psalm for someone who is travelling, moving house or facing a new beginning.',
    ],
  },
  {
    title: 'Study: A Clean Heart (Psalm 51)',
    passage: { book: 'Psalms', chapter: 51, from: 1, to: 12 },
    spurgeonVerse: 1,
    nave: ['REPENTANCE', 'Peter'],
    questions: [
      'David appeals first to God’s loving kindness, not to his own resolve. What does that teach you about how to begin a confession?',
      'Is there anything you have been carrying that you have not yet brought honestly to God?',
      'Verse 12 asks for the joy of salvation to be restored. Ask God for that joy in your own words.',
    ],
  },
  {
    title: 'Study: Known and Held (Psalm 139)',
    passage: { book: 'Psalms', chapter: 139, from: 1, to: 12 },
    spurgeonVerse: 1,
    questions: [
      'Does being fully known by God feel more like comfort or exposure to you today? Tell him honestly.',
      'Where have you tried to "flee from his presence", and what did you find there?',
      'Read verse 12 slowly. What darkness in your life might not be dark to God?',
    ],
  },
  {
    title: 'Study: Teach Us to Pray (Matthew 6)',
    passage: { book: 'Matthew', chapter: 6, from: 5, to: 13 },
    henryVerse: 9,
    nave: ['PRAYER', 'Jesus'],
    questions: [
      'Jesus warns against praying to be seen. Where do you find a quiet "inner room" in your day?',
      'The prayer begins with God’s name, kingdom and will before our bread and our debts. How might that order change the way you pray?',
      'Which line of the Lord’s Prayer is hardest for you to mean today, and why?',
    ],
  },
  {
    title: 'Study: Abide in the Vine (John 15)',
    passage: { book: 'John', chapter: 15, from: 1, to: 11 },
    henryVerse: 1,
    nave: ['RIGHTEOUS', 'Branches of a vine'],
    questions: [
      'What does "remaining" in Christ look like on an ordinary weekday for you?',
      'Pruning is painful but purposeful. Is there anything God may be pruning in your life?',
      'Jesus speaks these words "that my joy may remain in you". Where have you tasted that joy recently?',
    ],
  },
  {
    title: 'Study: The Father Who Runs (Luke 15)',
    passage: { book: 'Luke', chapter: 15, from: 11, to: 24 },
    henryVerse: 11,
    questions: [
      'The son rehearses a speech, but the father runs before he can finish it. How do you picture God receiving you when you return?',
      'Which character do you recognise yourself in today: the younger son, the waiting father, or the servants called to celebrate?',
      'Is there someone you are being invited to welcome home the way this father did?',
    ],
  },
  {
    title: 'Study: Nothing Can Separate Us (Romans 8)',
    passage: { book: 'Romans', chapter: 8, from: 31, to: 39 },
    henryVerse: 32,
    nave: ['AFFLICTION', 'Results of, good'],
    questions: [
      'Paul lists hardships that seem able to separate us from God. Which one would you add from your own life?',
      'What changes when you read "If God is for us, who can be against us?" as a statement of fact rather than a hope?',
      'Thank God for one way his love has held you through a hard season.',
    ],
  },
  {
    title: 'Study: The Peace That Guards (Philippians 4)',
    passage: { book: 'Philippians', chapter: 4, from: 4, to: 9 },
    henryVerse: 4,
    questions: [
      'Paul wrote "rejoice" from prison. What does that suggest about where joy comes from?',
      'Name the anxieties you are carrying, and turn each one into a request with thanksgiving.',
      'Verse 8 lists what is true, honourable, just and pure. What would you give more of your attention to this week?',
    ],
  },
  {
    title: 'Study: Wings Like Eagles (Isaiah 40)',
    passage: { book: 'Isaiah', chapter: 40, from: 25, to: 31 },
    henryVerse: 27,
    nave: ['PRAYER', 'Answer to, delayed'],
    questions: [
      'Israel said "My way is hidden from Yahweh". When have you felt unseen by God?',
      'Waiting on the Lord is not idle. What might active, hopeful waiting look like for you right now?',
      'Which of the three promises (mounting up, running, walking) fits the season you are in?',
    ],
  },
];

const commentaryName = {
  spurgeon: 'C. H. Spurgeon, The Treasury of David',
  henry: 'Matthew Henry, Concise Commentary on the Whole Bible',
};

function reference({ book, chapter, from, to }) {
  const name = book === 'Psalms' ? 'Psalm' : book;
  return `${name} ${chapter}:${from}-${to}`;
}

function study(definition) {
  const passage = webPassage(definition.passage);
  const byHenry = definition.henryVerse !== undefined;
  const excerpt = byHenry
    ? henry(definition.passage.book, definition.passage.chapter, definition.henryVerse)
    : spurgeon(definition.passage.chapter, definition.spurgeonVerse);
  const related = definition.nave ? nave(...definition.nave) : null;
  const body = [
    `Read ${reference(definition.passage)} (World English Bible).`,
    passage,
    byHenry ? 'From Matthew Henry’s commentary:' : 'From Spurgeon’s Treasury of David:',
    ...excerpt,
    `— ${byHenry ? commentaryName.henry : commentaryName.spurgeon}`,
    ...(related
      ? [`Related passages, from Nave’s Topical Bible (${related.heading}): ${related.references}.`]
      : []),
    'For reflection:',
    ...definition.questions,
  ].join('\n\n');
  return {
    title: definition.title,
    body,
    sources: {
      passage: `${reference(definition.passage)}, World English Bible (engWEB2015eb)`,
      commentary: byHenry
        ? `MHCC on ${definition.passage.book} ${definition.passage.chapter}:${definition.henryVerse}`
        : `TDavid on Psalm ${definition.passage.chapter}: overview and verse ${definition.spurgeonVerse}`,
      ...(definition.nave ? { related: `Nave, ${definition.nave.join(' / ')}` } : {}),
    },
  };
}

const built = studies.map(study);
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, `${JSON.stringify(built, null, 2)}\n`);
for (const item of built) console.log(`${wordCount(item.body)} words  ${item.title}`);
console.log(`Wrote ${path.relative(root, output)}`);
