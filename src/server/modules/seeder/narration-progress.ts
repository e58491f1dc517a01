import { inArray } from 'drizzle-orm';
import type { StarterNarration } from '@contracts/system-status';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { readSetting } from '@server/db/settings';
import { starterLibraryKey } from './install';
import { pendingNarrations } from './narration-queue';

/**
 * How far the background narration of the starter library is (System Status): of the starter items
 * still in the library, how many have audio, while any of them waits in the narration queue; null
 * once none does (all read, or given up on), and on installations that never installed it.
 */
export async function starterNarrationProgress(db: Db): Promise<StarterNarration | null> {
  const offered = (await readSetting(db, starterLibraryKey)) as { items?: string[] } | null;
  const items = offered?.items ?? [];
  if (items.length === 0) return null;
  const pending = new Set(await pendingNarrations(db));
  if (!items.some((id) => pending.has(id))) return null;
  const rows = await db
    .select({ audioUrl: content.audioUrl })
    .from(content)
    .where(inArray(content.id, items));
  return { narrated: rows.filter((row) => row.audioUrl).length, total: rows.length };
}
