import type { Config } from '../config';
import { createDiskMediaStorage } from '../media/disk-storage';
import { createS3MediaStorage } from '../media/s3-storage';
import type { MediaStorage } from '../media/storage';

export class MediaMigrateError extends Error {}

export type MediaMigrateResult = { copied: number; present: number; failed: number; bytes: number };

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Copies every media file from one store to the other under the same /media URL, so rows need no
 * change (decision 059). A file already in the target with the same size is left as it is: the
 * command can be run again after an interruption, or while servers still write, and copies only
 * what is missing. Sources are kept; the operator removes them once the servers use the target.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  print: (line: string) => void,
): Promise<MediaMigrateResult> {
  const entries = [];
  for await (const entry of from.list()) entries.push(entry);
  print(`${entries.length} media files in ${from.describe}; copying to ${to.describe}.`);
  const result: MediaMigrateResult = { copied: 0, present: 0, failed: 0, bytes: 0 };
  const width = String(entries.length).length;
  for (const [index, entry] of entries.entries()) {
    const step = `[${String(index + 1).padStart(width)}/${entries.length}]`;
    try {
      const there = await to.read(entry.url);
      if (there?.size === entry.size) {
        result.present += 1;
        print(`${step} already there ${entry.url}`);
        continue;
      }
      const file = await from.read(entry.url);
      const body = await file?.open();
      // Removed from the source since the listing (a deleted item): nothing to copy.
      if (!file || !body) {
        print(`${step} gone meanwhile ${entry.url}`);
        continue;
      }
      await to.put(entry.url, body, file.size);
      result.copied += 1;
      result.bytes += file.size;
      print(`${step} copied ${entry.url} (${megabytes(file.size)})`);
    } catch (error) {
      result.failed += 1;
      print(`${step} FAILED ${entry.url}: ${(error as Error)?.message ?? String(error)}`);
    }
  }
  return result;
}

/** `npm run admin -- media-migrate --to s3|disk`: the stores from the configuration, and a summary. */
export async function mediaMigrate(
  config: Pick<Config, 'dataDir' | 'media'>,
  target: 's3' | 'disk',
  print: (line: string) => void,
) {
  if (config.media.kind !== 's3')
    throw new MediaMigrateError(
      `media-migrate --to ${target} needs the bucket configured (S3_BUCKET, S3_REGION, ` +
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and S3_ENDPOINT for a store other than AWS); ' +
        'nothing was copied.',
    );
  const bucket = createS3MediaStorage(config.media.s3);
  try {
    await bucket.checkBucket();
    const disk = createDiskMediaStorage(config.dataDir);
    const [from, to] = target === 's3' ? [disk, bucket] : [bucket, disk];
    const result = await copyMedia(from, to, print);
    print(
      `Copied ${result.copied} files (${megabytes(result.bytes)}), ${result.present} already ` +
        `there, ${result.failed} failed. The files in ${from.describe} were left in place.`,
    );
    print(
      result.failed > 0
        ? 'Run the command again to copy the files that failed.'
        : target === 's3'
          ? 'Every file is in the bucket: restart the servers with S3_BUCKET set; DATA_DIR/media can then be removed.'
          : 'Every file is on disk: restart the server without S3_BUCKET; the bucket can then be emptied.',
    );
    return result;
  } finally {
    bucket.close();
  }
}
