import { eq } from 'drizzle-orm';
import { avatarMaxBytes, avatarNotImage, avatarTooLarge } from '@contracts/avatar-limits';
import type { Db } from '@server/db/connection';
import { prayerGroups } from '@server/db/schema/groups';
import { appError, payloadTooLarge } from '@server/http/app-error';
import type { Logger } from '@server/logger';
import type { MediaStorage } from '@server/media/storage';
import { imageKind } from '@server/modules/profile';
import { lockGroup, mustLead, roleIn } from './membership';
import { getGroup } from './service';

// A group's picture (decision 063): the avatar's rules (PNG, JPEG, WebP or GIF by its first bytes,
// at most 2 MB), chosen by the group's leaders, kept in its own media folder.

export const groupPhotoFolder = 'group-photos';

export type PhotoDeps = { db: Db; media: MediaStorage; logger: Logger };

/** Puts a new picture (or none) on the group; the one it replaces is removed once it is not used. */
export async function setGroupPhoto(
  deps: PhotoDeps,
  userId: string,
  groupId: string,
  data: Uint8Array | null,
) {
  mustLead(
    await roleIn(deps.db, groupId, userId),
    'Only the group’s leaders can change its photo.',
  );
  let url: string | null = null;
  if (data) {
    if (data.length > avatarMaxBytes) throw payloadTooLarge(avatarTooLarge);
    const kind = imageKind(data);
    if (!kind) throw appError('validation_failed', avatarNotImage, { photo: avatarNotImage });
    url = await deps.media.save(groupPhotoFolder, Buffer.from(data), kind);
  }
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      await lockGroup(tx as unknown as Db, groupId);
      const [before] = await tx
        .select({ photoUrl: prayerGroups.photoUrl })
        .from(prayerGroups)
        .where(eq(prayerGroups.id, groupId));
      await tx.update(prayerGroups).set({ photoUrl: url }).where(eq(prayerGroups.id, groupId));
      return before?.photoUrl ?? null;
    });
  } catch (error) {
    if (url) await deps.media.remove(url);
    throw error;
  }
  await removeGroupPhoto(deps, previous);
  return getGroup(deps.db, userId, groupId);
}

/** Removes a group picture's file (only one of the group-photos folder); a failure is logged. */
export async function removeGroupPhoto(
  deps: { media: MediaStorage; logger: Logger },
  url: string | null,
) {
  if (!url || deps.media.folderOf(url) !== groupPhotoFolder) return;
  await deps.media.remove(url).catch((err: unknown) => {
    deps.logger.warn({ err, url }, 'could not remove a group photo');
  });
}
