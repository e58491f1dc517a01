import { memoized } from '../hydration-memo';

/**
 * What the compiled catalogs call besides @messageformat/runtime (scripts/catalogs.mjs): a number
 * and a placeholder written the language's way. `lc` is the language's BCP 47 tag.
 */

export type Vars = Record<string, string | number>;

// One per language: building the first loads Intl's data for it.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A plural's `#`, as the library's own `number` is called: the value less the plural's offset. */
export function number(lc: string, value: number, offset: number): string {
  const n = value - offset;
  // English, Portuguese and Spanish write a whole number below a thousand as its plain digits;
  // asking Intl would load its number data, a long task on a phone, for a count of devices. A
  // larger one is the server's while the page hydrates.
  if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
  return memoized(`number|${lc}|${n}`, () => {
    let format = numberFormats.get(lc);
    if (!format) numberFormats.set(lc, (format = new Intl.NumberFormat(lc)));
    return format.format(n);
  });
}

/** A `{name}` placeholder: a number written the language's way; a missing one left visible. */
export function arg(d: Vars, name: string, lc: string): string {
  const value = d[name];
  if (value === undefined) return `{${name}}`;
  return typeof value === 'number' ? number(lc, value, 0) : value;
}
