import type { LeakWorld } from './leak-world';

/**
 * What of the forbidden a text holds: any marker, and any id of another person's private row. The
 * ids a request itself sent are taken out first (an error may name what was asked for; that
 * reveals nothing). Markers are never taken out: the search word sent is only their common prefix.
 */
export function findLeaks(world: LeakWorld, text: string, sentIds: string[] = []): string[] {
  let body = text.toLowerCase();
  for (const id of sentIds) body = body.replaceAll(id.toLowerCase(), '');
  const found: string[] = [];
  for (const [marker, what] of world.markers) if (body.includes(marker)) found.push(what);
  for (const [id, what] of world.privateIds)
    if (body.includes(id.toLowerCase())) found.push(`the id of ${what}`);
  return found;
}
