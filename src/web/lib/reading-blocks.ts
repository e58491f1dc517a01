/**
 * How a body's plain text is laid out for reading (docs/decisions/147): blank lines part
 * paragraphs; a single line break is kept (verse, poetry); a line that is only a Bible reference
 * ("Psalm 46:10", "1 Corinthians 13:4-7 (KJV)") or that starts with a dash ("— Augustine") is a
 * citation, set quietly. Pure, so the server's drawing and the browser's hydration agree.
 */
export type ReadingLine = { text: string; citation: boolean };
export type ReadingBlock = ReadingLine[];

// An optional book number, one to four words of a book's name ("Song of Solomon"), then a chapter
// with verses (46:10, 13:4-7, 3:16,18), or a psalm's number alone; a translation may follow.
const bookName = String.raw`(?:[1-3]\s?)?\p{L}+\.?(?:\s+\p{L}+\.?){0,3}`;
const verses = String.raw`\d{1,3}:\d{1,3}(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:[-–]\d{1,3})?)*`;
const psalmNumber = String.raw`(?:psalms?|salmos?|psaume)\s+\d{1,3}`;
const translation = String.raw`(?:\s*\(?\p{Lu}{2,5}\)?)?`;
const reference = new RegExp(
  String.raw`^\(?(?:${bookName}\s+${verses}|${psalmNumber})${translation}\)?\.?$`,
  'iu',
);
const dashed = /^[—–―]|^--\s/;

/** Whether a line (trimmed) is a citation: a Bible reference alone, or a dashed attribution. */
export function isCitation(line: string): boolean {
  return line.length <= 80 && (dashed.test(line) || reference.test(line));
}

/** The body's paragraphs, each its lines; empty lines and surrounding spaces dropped. */
export function readingBlocks(body: string): ReadingBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((text) => ({ text, citation: isCitation(text) })),
    )
    .filter((lines) => lines.length > 0);
}
