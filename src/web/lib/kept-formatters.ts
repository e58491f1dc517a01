/**
 * Making an Intl formatter costs far more than formatting with one (on the server, a drawn page's
 * dates were a tenth of its time): each is made once per language, zone and format, and kept. A
 * server meets many readers' zones, so what is kept is bounded.
 */
const kept = new Map<string, unknown>();
const most = 500;

export function keptFormatter<F>(key: string, make: () => F): F {
  let formatter = kept.get(key) as F | undefined;
  if (formatter === undefined) {
    if (kept.size >= most) kept.clear();
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}
