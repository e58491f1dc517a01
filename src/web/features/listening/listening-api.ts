import type { ListeningPositionAnswer, ListeningPositionInput } from '@contracts/listening';
import type { ProgressSession } from '@contracts/progress';
import { api, apiFetch, call } from '@web/lib/api-client';
import { isDeviceOffline } from '@web/lib/device-offline';
import { browserTimeZone } from '@web/lib/time-zone';

// The player's bookkeeping with the server (decision 064). None of it may trouble the listener:
// callers swallow failures, and nothing is sent while the device is offline.

const zone = () => {
  const timeZone = browserTimeZone();
  return timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : '';
};

/**
 * Saves where the member is in an item. `keepalive` lets the request finish while the page is
 * being hidden or closed.
 */
export async function savePosition(
  contentId: string,
  input: ListeningPositionInput,
  keepalive = false,
): Promise<void> {
  if (isDeviceOffline()) return;
  await apiFetch(`/api/listening/${contentId}${zone()}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    keepalive,
  });
}

export async function fetchPosition(contentId: string): Promise<ListeningPositionAnswer> {
  const response = await apiFetch(`/api/listening/${contentId}`, {
    headers: { Accept: 'application/json' },
  });
  return (await response.json()) as ListeningPositionAnswer;
}

/** A play starts (user_progress, decision 134): the Stats tab counts it. */
export function startPlay(contentId: string): Promise<ProgressSession> {
  return call(
    api.content[':id'].progress.$post({
      param: { id: contentId },
      query: { timeZone: browserTimeZone() },
    }),
  );
}

export function completePlay(progressId: string): Promise<ProgressSession> {
  return call(api.progress[':id'].complete.$post({ param: { id: progressId } }));
}
