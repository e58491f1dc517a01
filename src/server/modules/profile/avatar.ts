import { avatarMaxBytes, avatarNotImage, avatarTooLarge } from '@contracts/profile';
import type { Db } from '@server/db/connection';
import { appError, payloadTooLarge } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { Logger } from '@server/logger';
import type { MediaStorage } from '@server/media/storage';
import { swapAvatar } from './service';

/** The media folder avatars live in (DATA_DIR/media/avatars, served at /media/avatars/…). */
export const avatarFolder = 'avatars';

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/**
 * The image kind the file's first bytes say it is, whatever the request claims: a renamed script
 * or an SVG with a PNG header is refused. Answers the file extension, or null when it is none of
 * PNG, JPEG, GIF or WebP.
 */
export function imageKind(data: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Stores the uploaded image as the member's avatar. The old file goes only once the profile points
 * at the new one, so a failed save never leaves the profile without its picture.
 */
export async function uploadAvatar(
  deps: { db: Db; media: MediaStorage; logger: Logger },
  viewer: Viewer,
  data: Uint8Array,
) {
  if (data.length > avatarMaxBytes) throw payloadTooLarge(avatarTooLarge);
  const kind = imageKind(data);
  if (!kind) throw appError('validation_failed', avatarNotImage, { avatar: avatarNotImage });
  const url = await deps.media.save(avatarFolder, Buffer.from(data), kind);
  let previous: string | null;
  try {
    previous = await swapAvatar(deps.db, viewer, url);
  } catch (error) {
    await deps.media.remove(url);
    throw error;
  }
  await removeQuietly(deps, previous);
  return url;
}

/** Takes the avatar away (the profile shows initials again) and removes its file. */
export async function removeAvatar(
  deps: { db: Db; media: MediaStorage; logger: Logger },
  viewer: Viewer,
) {
  await removeQuietly(deps, await swapAvatar(deps.db, viewer, null));
}

/**
 * A file that cannot be removed is logged: the profile no longer points at it either way. Only a
 * file of the avatars folder is the profile's to remove (docs/decisions/036): whatever else a row
 * names (a narration) stays.
 */
export async function removeQuietly(
  deps: { media: MediaStorage; logger: Logger },
  url: string | null,
) {
  if (!url || deps.media.folderOf(url) !== avatarFolder) return;
  await deps.media.remove(url).catch((err: unknown) => {
    deps.logger.warn({ err, url }, 'could not remove a media file');
  });
}
