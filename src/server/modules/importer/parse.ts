import Papa from 'papaparse';
import { importMaxItems } from '@contracts/import';
import { validationFailed } from '@server/http/app-error';

export type RawItem = Record<string, unknown>;

const badInput = (message: string) => validationFailed({ text: message }, message);

/** Text that is not text: NUL bytes, or mostly characters that failed to decode. */
function looksBinary(text: string) {
  if (text.includes('\u0000')) return true;
  const sample = text.slice(0, 4096);
  const replaced = sample.split('\uFFFD').length - 1;
  return sample.length > 0 && replaced / sample.length > 0.05;
}

/**
 * CSV with a header row, parsed by a real CSV parser: quoted fields may hold commas, quotes and
 * newlines. Header names are trimmed and lower-cased; values are trimmed.
 */
export function parseCsv(text: string): RawItem[] {
  if (looksBinary(text)) throw badInput('The file does not look like CSV text.');
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
    transform: (value) => value.trim(),
  });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw badInput(`The CSV has an unclosed quote (row ${(fatal.row ?? 0) + 2}).`);
  if (!result.meta.fields?.includes('title'))
    throw badInput('The CSV needs a header row with a title column.');
  return result.data;
}

/** A JSON array of items (or an object with an items array). */
export function parseJson(text: string): RawItem[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput('The JSON could not be read. Check for a missing comma or quote.');
  }
  const items = Array.isArray(value) ? value : (value as { items?: unknown })?.items;
  if (!Array.isArray(items)) throw badInput('The JSON must be an array of items.');
  return items.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item) ? (item as RawItem) : {},
  );
}

export function parseImportText(format: 'csv' | 'json', text: string) {
  const items = format === 'csv' ? parseCsv(text) : parseJson(text);
  if (items.length === 0) throw badInput('There are no items to import.');
  if (items.length > importMaxItems) {
    throw badInput(
      `At most ${importMaxItems.toLocaleString('en-US')} items can be imported at once.`,
    );
  }
  return items;
}
