import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { MediaStorage } from '@server/media/storage';

/**
 * Removes the audio file behind a /media URL once no content row points at it any more (a row was
 * deleted, or its audio replaced), so /media stops serving it at once. Media URLs carry no check of
 * their own: the file going is what makes them unreachable. A file another row still uses stays.
 */
export async function releaseAudio(db: Db, media: MediaStorage, url: string | null | undefined) {
  if (!url) return;
  const [stillUsed] = await db
    .select({ id: content.id })
    .from(content)
    .where(eq(content.audioUrl, url))
    .limit(1);
  if (!stillUsed) await media.remove(url);
}
