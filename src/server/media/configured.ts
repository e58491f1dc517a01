import type { Config } from '../config';
import { createDiskMediaStorage } from './disk-storage';
import { createS3MediaStorage } from './s3-storage';
import type { MediaStorage } from './storage';

export type OpenedMediaStorage = { storage: MediaStorage; close: () => void };

/**
 * The media store the configuration names (decision 059): the S3 bucket when S3_BUCKET is set,
 * checked to answer before the server takes requests (a wrong key or bucket stops start-up with
 * one line, not a 500 on the first narration); DATA_DIR/media otherwise.
 */
export async function openMediaStorage(
  config: Pick<Config, 'dataDir' | 'media'>,
): Promise<OpenedMediaStorage> {
  if (config.media.kind === 'disk')
    return { storage: createDiskMediaStorage(config.dataDir), close: () => {} };
  const storage = createS3MediaStorage(config.media.s3);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw error;
  }
  return { storage, close: storage.close };
}
