import type { DownloadKind } from '@contracts/downloads';

/**
 * The little of downloads that pages need on their first screen: the index's shape, how a download
 * is named, and why one stopped. The store itself (Cache Storage, fetching) is loaded when first
 * used (use-downloads.ts), so the pages with a download button stay within their budgets.
 */

export interface Download {
  kind: DownloadKind;
  id: string;
  title: string;
  /** How many items it has (a workflow's steps, the week's psalms; 1 for an item). */
  items: number;
  /** The stored bodies of its files, added up (a file shared with another download counts in both). */
  bytes: number;
  /** When it was stored (ISO 8601). */
  savedAt: string;
  /** The cache keys of its files (downloadKey: same-origin addresses without the time zone). */
  urls: string[];
  /** A workflow's: the member's session it was downloaded from, whose answer it holds. */
  sessionId?: string;
}

export interface DownloadsIndex {
  version: 1;
  downloads: Download[];
  /** Stored size of each file, by cache key. */
  sizes: Record<string, number>;
}

export const downloadId = (kind: DownloadKind, id: string) => `${kind}:${id}`;

export function findDownload(
  index: DownloadsIndex,
  kind: DownloadKind,
  id: string,
): Download | undefined {
  return index.downloads.find((row) => row.kind === kind && row.id === id);
}

/**
 * Where a download opens: the item's reader page, the workflow's session (else the workflows page,
 * where a session starts), the Daily Psalm page for the week.
 */
export function downloadLink(row: Pick<Download, 'kind' | 'id' | 'sessionId'>): string {
  if (row.kind === 'content') return `/content/${encodeURIComponent(row.id)}`;
  if (row.kind === 'week') return '/psalm';
  return row.sessionId ? `/workflows/sessions/${encodeURIComponent(row.sessionId)}` : '/workflows';
}

/** Whether this browser can keep downloads at all (Cache Storage: secure pages only). */
export const canDownload = () => typeof globalThis.caches !== 'undefined';

/**
 * Why a download stopped: the device refused to store it (quota or any storage failure: "full"),
 * a file could not be fetched, or a file did not come whole.
 */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly reason: 'full' | 'network' | 'incomplete',
    message: string,
  ) {
    super(message);
  }
}

export function isDownloadError(error: unknown): error is DownloadError {
  return error instanceof DownloadError;
}
