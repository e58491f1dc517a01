import { useSyncExternalStore } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadKind } from '@contracts/downloads';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { downloadsT as t } from './i18n/downloads-t';
import { notifyFailure, notifyInfo, notifySuccess } from '@web/lib/toasts';
import { refreshSubscription } from '@web/features/premium';
import { canDownload, downloadId, isDownloadError } from './download-basics';
import type { DownloadProgress } from './downloads-store';

/** The store (Cache Storage, fetching), loaded when first used: not on the pages' first screen. */
const store = () => import('./downloads-store');

/**
 * The downloads as React sees them: the index (a query, so sign-out and sign-in, which drop every
 * query but the session, read it again from a cache that is gone by then), the progress of the
 * downloads running in this page, and the actions. Nothing here runs on the server: the queries
 * are asked for in the browser only.
 */
export const downloadsKey = ['downloads'] as const;

export const downloadsQuery = () =>
  queryOptions({
    queryKey: [...downloadsKey, 'index'] as const,
    queryFn: async () => (await store()).listDownloads(),
    enabled: canDownload(),
  });

export const storageUseQuery = () =>
  queryOptions({
    queryKey: [...downloadsKey, 'storage'] as const,
    queryFn: async () => (await store()).storageUse(),
    enabled: canDownload(),
  });

export const useDownloads = () => useQuery(downloadsQuery());
export const useStorageUse = () => useQuery(storageUseQuery());

// --- progress of the downloads running in this page, shared by every button showing one ---

const running = new Map<string, DownloadProgress>();
const listeners = new Set<() => void>();
function setProgress(key: string, progress: DownloadProgress | undefined) {
  if (progress) running.set(key, progress);
  else running.delete(key);
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** "n of m files" of the download running for this kind and id; undefined when none runs. */
export function useDownloadProgress(kind: DownloadKind, id: string) {
  const key = downloadId(kind, id);
  return useSyncExternalStore(
    subscribe,
    () => running.get(key),
    () => undefined,
  );
}

/** The server refused: downloads are for premium members (a free member's offer is the upgrade). */
export const isPremiumRefusal = (error: unknown) =>
  isApiError(error) && error.code === 'premium_required';

/** Why a download stopped, in the member's words; the device being full says what to do. */
export function downloadFailureText(error: unknown): string {
  if (isDownloadError(error)) {
    if (error.reason === 'full') return t('downloads.deviceFull');
    return t(error.reason === 'network' ? 'downloads.networkFailed' : 'downloads.incomplete');
  }
  return errorMessage(error, t('downloads.failed'));
}

interface DownloadRequest {
  kind: DownloadKind;
  id: string;
  title: string;
  /** A workflow's: the member's session to keep with it. */
  sessionId?: string;
}

/**
 * Downloads one item, workflow or week, with a toast while it runs that becomes the outcome (its
 * own callbacks, so it ends well when the page that started it was left meanwhile). A refusal
 * for premium asks /api/me again: the button then offers the upgrade. The index and the storage
 * use are read again after.
 */
export function useDownload() {
  const queryClient = useQueryClient();
  const toastId = (request: DownloadRequest) => `download-${downloadId(request.kind, request.id)}`;
  return useMutation({
    mutationFn: async ({ kind, id, title, sessionId }: DownloadRequest) => {
      const key = downloadId(kind, id);
      setProgress(key, { done: 0, total: 0 });
      try {
        return await (
          await store()
        ).download(kind, id, {
          title,
          sessionId,
          onProgress: (progress) => setProgress(key, progress),
        });
      } finally {
        setProgress(key, undefined);
      }
    },
    onMutate: (request) =>
      notifyInfo(t('downloads.started', { title: request.title }), undefined, toastId(request)),
    onSuccess: (row, request) =>
      notifySuccess(
        t('downloads.saved'),
        t('downloads.savedDescription', { title: row.title }),
        toastId(request),
      ),
    onError: (error, request) => {
      if (isPremiumRefusal(error)) {
        notifyFailure(t('downloads.premiumTitle'), t('downloads.premiumDetail'), toastId(request));
        void refreshSubscription(queryClient);
        return;
      }
      notifyFailure(t('downloads.failed'), downloadFailureText(error), toastId(request));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadsKey }),
  });
}

/**
 * Removes a download (its files unless another download holds them). The toasts are the caller's:
 * the Account section's confirmation says them its own way.
 */
export function useRemoveDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: DownloadKind; id: string }) =>
      (await store()).removeDownload(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadsKey }),
  });
}
