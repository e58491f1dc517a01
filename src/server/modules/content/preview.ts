import { sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { textPreviewLength, type ContentListItem } from '@contracts/content';
import { contentTypeOf, withhold, type FreeRules } from '@server/modules/access';

// What a limited viewer reads of an item's text where opening it is not counted: lists, searches,
// workflow steps (docs/decisions/033). The database sends only the opening of each text, and the
// opening is cut at a word here.

/** How much of a text the database sends for a preview: one character past it tells a cut. */
export const openingLength = textPreviewLength + 1;

/** substr's largest count: the whole text (for a prepared statement that serves both kinds). */
export const wholeText = 2_147_483_647;

/** A text column as a preview reads it: its first `length` characters (null stays null). */
export const openingOf = (column: PgColumn, length: number | Placeholder = openingLength) =>
  sql<string | null>`substr(${column}, 1, ${length})`;

const lastSpace = /\s(?=\S*$)/;
const trailing = /[\s,;:.\-–—]+$/;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The text itself when it is at most `length` characters; else its opening, cut after the last
 * whole word that fits, less trailing punctuation, with an ellipsis: at most `length` characters
 * in all. A single word longer than half the room is cut inside (never between a surrogate pair).
 */
export function previewText(text: string, length = textPreviewLength): string {
  if (text.length <= length) return text;
  const room = length - 1; // the ellipsis takes one
  // One character past the room: a space there means the last word ends exactly at the room.
  const head = text.slice(0, room + 1);
  let end = head.search(lastSpace);
  if (end < room / 2) end = isHighSurrogate(text.charCodeAt(room - 1)) ? room - 1 : room;
  return `${text.slice(0, end).replace(trailing, '')}…`;
}

/** A nullable text as a limited viewer's list carries it. */
export const previewOf = (text: string | null) => (text === null ? null : previewText(text));

/**
 * An item as a viewer with these free rules (null: premium or staff) is answered it, listed or
 * opened: what the Access rules withhold (audio; a premium-only type's or text-off psalm text), and
 * with text off the description and the body only as their previews (an opened item's body is its
 * text, read as the description is: docs/decisions/054). `truncated` says whether any text is
 * short of the item's own.
 */
export function asReadBy<T extends ContentListItem & { body?: string | null }>(
  item: T,
  rules: FreeRules | null,
): T {
  if (!rules) return item;
  const type = contentTypeOf(item);
  const shaped = withhold(item, rules, type, ['generatedPsalm']);
  const description = rules.text ? shaped.description : previewOf(shaped.description);
  const premiumOnly = type !== null && rules.premiumTypes.includes(type);
  const body =
    item.body === undefined
      ? {}
      : { body: premiumOnly ? null : rules.text ? item.body : previewOf(item.body) };
  const cut =
    description !== item.description ||
    Boolean(item.generatedPsalm && !shaped.generatedPsalm) ||
    ('body' in body && body.body !== item.body);
  return { ...shaped, description, ...body, truncated: item.truncated || cut };
}

/** How long a summary made from a body may be (an AI Auto item's description). */
export const summaryLength = 200;
const firstSentence = /^[\s\S]*?[.!?…](?=\s|$)/;

/**
 * A card's summary of a whole text (docs/decisions/054): its first sentence when that fits in
 * `summaryLength` characters, else its opening cut at a word with an ellipsis. Line breaks become
 * spaces: a summary is one line of a card.
 */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = firstSentence.exec(flat)?.[0];
  return sentence && sentence.length <= summaryLength ? sentence : previewText(flat, summaryLength);
}
