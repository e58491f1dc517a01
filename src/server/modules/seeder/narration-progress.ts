import { inArray } from 'drizzle-orm';
import type { StarterNarration } from '@contracts/system-status';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { readSetting } from '@server/db/settings';
import type { VoiceProvider } from '@server/providers/voice';
import { narratedVersions, narrationVersion } from '../content';
import { starterLibraryKey } from './install';
import { speaks, translatedLanguages, translatedTexts } from './narration-languages';
import { itemsWaiting } from './narration-queue';
import { starterNarrationIn } from '@server/modules/starter-library';

/**
 * How far the background narration of the starter library is (System Status), counted in
 * narrations, not items (decision 073): each starter item still in the library is heard in English
 * and, while it holds the starter text, in each other language the voice speaks, so 31 items make
 * 93 narrations with the offline voice. Shown while any of them waits in the narration queue; null
 * once none does (all read, or given up on), and on installations that never installed it.
 */
export async function starterNarrationProgress(
  db: Db,
  voice: VoiceProvider,
): Promise<StarterNarration | null> {
  const offered = (await readSetting(db, starterLibraryKey)) as { items?: string[] } | null;
  const items = offered?.items ?? [];
  if (items.length === 0) return null;
  const waiting = await itemsWaiting(db);
  if (!items.some((id) => waiting.has(id))) return null;
  const rows = await db
    .select({ ...translatedTexts, audioUrl: content.audioUrl })
    .from(content)
    .where(inArray(content.id, items));
  const kept = await narratedVersions(
    { db },
    rows.map((row) => row.id),
  );
  let narrated = 0;
  let total = 0;
  for (const row of rows) {
    total += 1;
    if (row.audioUrl) narrated += 1;
    for (const language of translatedLanguages) {
      const text = starterNarrationIn(row, language);
      if (!text || !speaks(voice, language)) continue;
      total += 1;
      if (kept.has(narrationVersion(row.id, language, text))) narrated += 1;
    }
  }
  return { narrated, total };
}
