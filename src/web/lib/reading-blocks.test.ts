import { describe, expect, it } from 'vitest';
import { isCitation, readingBlocks } from './reading-blocks';

describe('readingBlocks', () => {
  it('parts paragraphs on blank lines and keeps single line breaks as lines', () => {
    const body =
      'The Lord is my shepherd;\nI shall not want.\n\n  \nHe makes me lie down.\r\n\r\nPsalm 23:1-2';
    expect(readingBlocks(body)).toEqual([
      [
        { text: 'The Lord is my shepherd;', citation: false },
        { text: 'I shall not want.', citation: false },
      ],
      [{ text: 'He makes me lie down.', citation: false }],
      [{ text: 'Psalm 23:1-2', citation: true }],
    ]);
  });

  it('has no paragraphs for an empty or blank body', () => {
    expect(readingBlocks('')).toEqual([]);
    expect(readingBlocks('\n\n   \n')).toEqual([]);
  });
});

describe('isCitation', () => {
  it.each([
    'Psalm 46:10',
    '1 Corinthians 13:4-7',
    'John 3:16 (KJV)',
    'Song of Solomon 2:11-12',
    '(Romans 8:28)',
    'Salmo 23',
    'Salmos 46:10',
    '— Augustine of Hippo',
    '– Julian of Norwich',
  ])('%s is a citation', (line) => expect(isCitation(line)).toBe(true));

  it.each([
    'Be still, and know that I am God.',
    'Day 3',
    'At 6:30 we pray together, every morning of the week.',
    'Chapter one begins',
  ])('%s is not', (line) => expect(isCitation(line)).toBe(false));
});
