import type { DownloadKind } from '@contracts/downloads';
import { downloadId, findDownload, type Download, type DownloadsIndex } from './download-basics';

/**
 * The downloads' index (decision 064), kept as one JSON answer in the downloads cache: a row per
 * download, and the stored size of every file any of them holds. Pure functions over it, so the
 * bookkeeping (sizes, files shared by two downloads) is tested without a browser. Read back with
 * plain checks rather than zod, which the pages with a download button do not otherwise load.
 */

export type { Download, DownloadsIndex };

const kinds: readonly string[] = ['content', 'workflow', 'week'] satisfies DownloadKind[];

export const emptyIndex = (): DownloadsIndex => ({ version: 1, downloads: [], sizes: {} });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isDownload(value: unknown): value is Download {
  return (
    isRecord(value) &&
    typeof value.kind === 'string' &&
    kinds.includes(value.kind) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    isSize(value.items) &&
    isSize(value.bytes) &&
    typeof value.savedAt === 'string' &&
    Array.isArray(value.urls) &&
    value.urls.every((url) => typeof url === 'string') &&
    (value.sessionId === undefined || typeof value.sessionId === 'string')
  );
}

/** The index read back; anything unreadable (a format from elsewhere, a broken write) is empty. */
export function parseIndex(value: unknown): DownloadsIndex {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.downloads)) {
    return emptyIndex();
  }
  const sizes = isRecord(value.sizes) ? value.sizes : {};
  return {
    version: 1,
    downloads: value.downloads.filter(isDownload),
    sizes: Object.fromEntries(
      Object.entries(sizes).filter((entry): entry is [string, number] => isSize(entry[1])),
    ),
  };
}

const idOf = (row: Pick<Download, 'kind' | 'id'>) => downloadId(row.kind, row.id);

/** Files held by downloads other than this one. */
function heldByOthers(index: DownloadsIndex, kind: DownloadKind, id: string): Set<string> {
  const key = downloadId(kind, id);
  return new Set(index.downloads.filter((row) => idOf(row) !== key).flatMap((row) => row.urls));
}

/** Keeps only the sizes of files some download still holds. */
function pruneSizes(downloads: Download[], sizes: Record<string, number>) {
  const held = new Set(downloads.flatMap((row) => row.urls));
  return Object.fromEntries(Object.entries(sizes).filter(([url]) => held.has(url)));
}

/**
 * The index with this download stored (added, or replacing an earlier copy of it), newest first;
 * `files` are its files and their stored sizes.
 */
export function withDownload(
  index: DownloadsIndex,
  row: Omit<Download, 'bytes' | 'urls'>,
  files: ReadonlyMap<string, number>,
): DownloadsIndex {
  const urls = [...files.keys()];
  const stored: Download = {
    ...row,
    urls,
    bytes: [...files.values()].reduce((sum, size) => sum + size, 0),
  };
  const downloads = [
    stored,
    ...index.downloads.filter((other) => idOf(other) !== downloadId(row.kind, row.id)),
  ];
  return {
    version: 1,
    downloads,
    sizes: pruneSizes(downloads, { ...index.sizes, ...Object.fromEntries(files) }),
  };
}

/**
 * The index without this download, and the files to delete from the cache: its own, less those
 * another download also holds.
 */
export function withoutDownload(
  index: DownloadsIndex,
  kind: DownloadKind,
  id: string,
): { index: DownloadsIndex; unused: string[] } {
  const row = findDownload(index, kind, id);
  if (!row) return { index, unused: [] };
  const others = heldByOthers(index, kind, id);
  const downloads = index.downloads.filter((other) => other !== row);
  return {
    index: { version: 1, downloads, sizes: pruneSizes(downloads, index.sizes) },
    unused: row.urls.filter((url) => !others.has(url)),
  };
}

/**
 * After a failed download: the files it wrote that no stored download holds (an earlier copy of
 * the same download keeps its files, now refreshed), to be deleted.
 */
export function leftBehind(index: DownloadsIndex, written: Iterable<string>): string[] {
  const held = new Set(index.downloads.flatMap((row) => row.urls));
  return [...written].filter((url) => !held.has(url));
}

/** What the downloads take on the device: each file once, however many downloads hold it. */
export function totalBytes(index: DownloadsIndex): number {
  const held = new Set(index.downloads.flatMap((row) => row.urls));
  return [...held].reduce((sum, url) => sum + (index.sizes[url] ?? 0), 0);
}
