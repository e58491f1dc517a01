import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Audio files on local disk under DATA_DIR/media, addressed by URL path /media/<folder>/<file>. */
export type MediaStorage = {
  save: (folder: string, data: Buffer, extension: string) => Promise<string>;
  /** Removes the file behind a /media URL; a URL that is not ours is left alone. */
  remove: (url: string) => Promise<void>;
  /** The file a /media URL path points at, or null when it escapes the media folder. */
  resolve: (urlPath: string) => string | null;
  /**
   * The folder a /media URL's file lies directly in (`psalms` for /media/psalms/<file>), after the
   * path is resolved (so /media/psalms/../avatars/<file> is in `avatars`); null when it names no
   * file one folder deep under media. Callers that remove files check it: a module removes only
   * files of its own folder (docs/decisions/036).
   */
  folderOf: (urlPath: string) => string | null;
};

export const mediaPrefix = '/media/';

export function createMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  const resolve = (urlPath: string) => {
    if (!urlPath.startsWith(mediaPrefix)) return null;
    const file = path.resolve(root, urlPath.slice(mediaPrefix.length));
    return file.startsWith(root + path.sep) ? file : null;
  };
  return {
    async save(folder, data, extension) {
      const name = `${randomUUID()}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), data);
      return `${mediaPrefix}${folder}/${name}`;
    },
    async remove(url) {
      const file = resolve(url);
      if (file) await fs.rm(file, { force: true });
    },
    resolve,
    folderOf(urlPath) {
      const file = resolve(urlPath);
      if (!file) return null;
      const parts = path.relative(root, file).split(path.sep);
      return parts.length === 2 && parts[0] && parts[1] ? parts[0] : null;
    },
  };
}
