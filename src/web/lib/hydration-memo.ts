import { renderContext } from './render-context';

/**
 * Results of costly pure functions the server computed while drawing a page, reused by the browser
 * while it hydrates that page (decision 145). Formatting the first date loads the browser's
 * international data and merging the first Tailwind classes builds tailwind-merge's tables: each
 * costs a phone a long task in the middle of hydration, for a text the server already wrote.
 * Once the page has hydrated every call computes again.
 */
export type HydrationMemo = Record<string, string>;

let replay: HydrationMemo | undefined;

export function replayHydrationMemo(memo: HydrationMemo | undefined): void {
  replay = memo;
}

/**
 * Parts of the page in their own Suspense boundary (a portal tab's code) hydrate after the first
 * commit, when their code arrives: the server's results stay in use for a few seconds more.
 */
const afterFirstCommitMs = 10_000;

export function endHydrationMemo(): void {
  setTimeout(() => {
    replay = undefined;
  }, afterFirstCommitMs);
}

/** While hydrating, a key the server did not record means "unchanged" (the input itself). */
export function memoizedOrSame(key: string, compute: () => string): string {
  const recording = renderContext()?.memo;
  if (recording) {
    const value = compute();
    if (value !== key) recording[`c:${key}`] = value;
    return value;
  }
  if (replay) return replay[`c:${key}`] ?? key;
  return compute();
}

/** While hydrating, the server's result for this key, else a fresh one. */
export function memoized(key: string, compute: () => string): string {
  const recording = renderContext()?.memo;
  if (recording) return (recording[`v:${key}`] = compute());
  return replay?.[`v:${key}`] ?? compute();
}

/**
 * What the server recorded for a memoizedOptional key in a page's memo: its value, undefined when it
 * found none, null when it did not record the key at all.
 */
export function drawnOptional(memo: HydrationMemo, key: string): string | undefined | null {
  const drawn = memo[`o:${key}`];
  if (drawn === undefined) return null;
  return drawn || undefined;
}

/** Like memoized, for a value that may be undefined (kept as an empty string). */
export function memoizedOptional(
  key: string,
  compute: () => string | undefined,
): string | undefined {
  const recording = renderContext()?.memo;
  if (recording) {
    const value = compute();
    recording[`o:${key}`] = value ?? '';
    return value;
  }
  const drawn = replay ? drawnOptional(replay, key) : null;
  return drawn === null ? compute() : drawn;
}
