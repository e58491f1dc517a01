import { Readable } from 'node:stream';
import { mediaKey, mediaPrefix, type MediaStorage } from '../media/storage';
import type { ArchiveWriter } from './archive';
import { entryNames } from './manifest';

/**
 * Copies every stored media file into the archive as media/<folder>/<file>, through the media
 * store (disk or bucket), one stream at a time. A file removed while the backup runs is left out.
 */
export async function copyMediaInto(media: MediaStorage, writer: ArchiveWriter) {
  let files = 0;
  let bytes = 0;
  for await (const { url } of media.list()) {
    const key = mediaKey(url);
    const file = key === null ? null : await media.read(url);
    const body = await file?.open();
    if (!file || !body) continue;
    await writer.addStream(
      entryNames.mediaPrefix + key,
      file.size,
      Readable.fromWeb(body as never),
    );
    files += 1;
    bytes += file.size;
  }
  return { files, bytes };
}

/** The /media URL an archive entry restores to, or null for a name that is not a media key. */
export function mediaUrlOf(entryName: string): string | null {
  if (!entryName.startsWith(entryNames.mediaPrefix)) return null;
  const url = mediaPrefix + entryName.slice(entryNames.mediaPrefix.length);
  return mediaKey(url) === entryName.slice(entryNames.mediaPrefix.length) ? url : null;
}

/** Stores an entry's bytes at its original URL, so the rows that name it find it. */
export async function restoreMediaFile(
  media: MediaStorage,
  url: string,
  size: number,
  body: Readable,
) {
  await media.put(url, Readable.toWeb(body) as ReadableStream<Uint8Array>, size);
}
