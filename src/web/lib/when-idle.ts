/**
 * Runs `work` when the browser is next idle (at the latest after five seconds), or a second from
 * now where it cannot say when it is idle (Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
