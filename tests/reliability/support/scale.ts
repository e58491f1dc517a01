// How hard the reliability suite pushes. `npm test` (and so CI) runs the short versions;
// `npm run test:reliability` sets RELIABILITY_FULL=1 and runs the full ones the issue asks for.
export const fullRun = process.env.RELIABILITY_FULL === '1';

/** The short figure in CI, the full one in `npm run test:reliability`. */
export function bySize<T>(short: T, full: T): T {
  return fullRun ? full : short;
}
