import { serverApiUrls } from '@web/lib/server-state';

/** Paths the worker may keep: build files, member API answers and audio (never auth or realtime). */
const keepable = /^\/(assets|api|media)\//;
const neverKept = /^\/api\/(auth|realtime|admin)(\/|$)/;

/**
 * Same-origin files, API answers and audio this page fetched before the worker was in control, for
 * the worker to keep. Resource Timing lists a request only once it has finished, and an
 * `<audio preload="metadata">` may leave its range request open, so the page's audio and video
 * sources are named as well: otherwise today's narration would be missing offline on a first visit.
 * So are the API answers a server-drawn page was drawn from: the page never fetched them itself.
 */
export function loadedUrls(doc: Document = document, timing: Performance = performance): string[] {
  const origin = doc.location.origin;
  const candidates = [
    ...serverApiUrls(),
    ...timing.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(doc.querySelectorAll<HTMLMediaElement>('audio, video')).map(
      (media) => media.currentSrc || media.src,
    ),
  ];
  const urls = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = new URL(candidate, origin);
    if (url.origin !== origin || neverKept.test(url.pathname)) continue;
    if (keepable.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}
