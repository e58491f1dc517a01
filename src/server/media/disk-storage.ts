import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOf,
  checkFolder,
  folderOfKey,
  mediaKey,
  mediaPrefix,
  type MediaEntry,
  type MediaStorage,
} from './storage';

/** Files being written by `put` end in this until they are complete, and are never listed. */
const partial = '.partial';

/** Media on local disk under DATA_DIR/media: one instance's own (decision 059). */
export function createDiskMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  const fileOf = (urlPath: string) => {
    const key = mediaKey(urlPath);
    return key === null ? null : path.join(root, ...key.split('/'));
  };

  async function* walk(dir: string): AsyncGenerator<MediaEntry> {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !entry.name.endsWith(partial)) {
        // Gone between readdir and stat (removed meanwhile): not listed.
        const stat = await fs.promises.stat(full).catch(() => null);
        if (!stat) continue;
        const url = mediaPrefix + path.relative(root, full).split(path.sep).join('/');
        yield { url, size: stat.size, lastModified: stat.mtime };
      }
    }
  }

  return {
    describe: `DATA_DIR/media (${root})`,
    async save(folder, data, extension) {
      const name = `${randomUUID()}.${extension}`;
      await fs.promises.mkdir(path.join(root, folder), { recursive: true });
      await fs.promises.writeFile(path.join(root, folder, name), data);
      return `${mediaPrefix}${folder}/${name}`;
    },
    async read(urlPath) {
      const file = fileOf(urlPath);
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) return null;
      return {
        size: stat.size,
        contentType: contentTypeOf(file),
        // Names are random and files never rewritten: size and time tell versions apart.
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
        async open(range) {
          const handle = await fs.promises.open(file, 'r').catch(() => null);
          if (!handle) return null;
          return Readable.toWeb(handle.createReadStream(range ?? {})) as ReadableStream<Uint8Array>;
        },
      };
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await fs.promises.rm(file, { force: true });
    },
    folderOf: (urlPath) => folderOfKey(mediaKey(urlPath)),
    list: (folder) => walk(folder === undefined ? root : path.join(root, checkFolder(folder))),
    async put(url, body, size) {
      const file = fileOf(url);
      if (!file) throw new Error(`not a media URL: ${url}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a file under its real name is always complete.
      const aside = `${file}.${randomUUID()}${partial}`;
      try {
        await pipeline(Readable.fromWeb(body as never), fs.createWriteStream(aside));
        const written = (await fs.promises.stat(aside)).size;
        if (written !== size) throw new Error(`${url}: ${written} bytes arrived of ${size}`);
        await fs.promises.rename(aside, file);
      } finally {
        await fs.promises.rm(aside, { force: true });
      }
    },
  };
}
