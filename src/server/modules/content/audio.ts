import { eq, or } from 'drizzle-orm';
import { audioUrlNotIssued } from '@contracts/content';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { validationFailed } from '@server/http/app-error';
import type { MediaStorage } from '@server/media/storage';

/**
 * The media folder content's audio lives in (DATA_DIR/media/psalms, served at /media/psalms/…):
 * narrations (modules/psalms) are saved here and nothing else is. Content owns these files and no
 * other: an avatar (media/avatars) is never content's to remove (docs/decisions/036).
 */
export const contentAudioFolder = 'psalms';

/** Removes a file of content's audio folder; a URL anywhere else is not content's to remove. */
export async function removeOwnAudio(media: MediaStorage, url: string) {
  if (media.folderOf(url) === contentAudioFolder) await media.remove(url);
}

/**
 * Removes the audio file behind a /media URL once no content row points at it any more (a row was
 * deleted, or its audio replaced), so /media stops serving it at once. Media URLs carry no check of
 * their own: the file going is what makes them unreachable. A file another row still uses stays,
 * and so does any file outside content's folder whatever a row names (an avatar, say).
 */
export async function releaseAudio(db: Db, media: MediaStorage, url: string | null | undefined) {
  if (!url || media.folderOf(url) !== contentAudioFolder) return;
  const [stillUsed] = await db
    .select({ id: content.id })
    .from(content)
    // A narration kept aside while a recording plays (decision 072) is still used.
    .where(or(eq(content.audioUrl, url), eq(content.narrationAudioUrl, url)))
    .limit(1);
  if (!stillUsed) await removeOwnAudio(media, url);
}

/**
 * The audio URL a person sends in the content form (docs/decisions/036): null, the item's own
 * unchanged, or a link elsewhere (http or https). A path on this server's /media is the server's to
 * attach (a narration lands through attachAudio or the psalm save), never a client's: another
 * item's recording or a member's avatar named here is refused with 400 on audioUrl.
 */
export function checkClientAudioUrl(url: string | null | undefined, current: string | null = null) {
  if (!url || url === current) return;
  if (!/^https?:\/\//i.test(url)) throw validationFailed({ audioUrl: audioUrlNotIssued });
}
