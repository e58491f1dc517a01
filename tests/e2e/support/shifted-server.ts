import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiSession } from './api';
import { serverOfItsOwn } from './fixtures';
import { setupLink } from './log';
import { superAdminCredentials } from './users-data';

/**
 * A server of a file's own whose clock reads `instant` now (and runs on from there), with the
 * lane's super admin made through its setup link: pages opened with `page.clock.install({ time:
 * shiftedNow(offsetMs) })` then live on the same day as the server.
 */
export function serverAtInstant(label: string, offsetMs: number) {
  const start = serverOfItsOwn(label, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(import.meta.dirname, 'shifted-clock.mjs')).href}`,
    E2E_CLOCK_OFFSET_MS: String(offsetMs),
  });
  return async (
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first parameter
    {}: object,
    hooks: Parameters<typeof start>[1],
  ) => {
    const server = await start({}, hooks);
    const token = new URL(await setupLink(server.logFile)).searchParams.get('token');
    await new ApiSession(server.baseURL).post('/api/setup', { token, ...superAdminCredentials });
    return server;
  };
}

/** How far ahead of the real clock `instant` is. */
export const offsetTo = (instant: number) => instant - Date.now();

/** The shifted clock's time now. */
export const shiftedNow = (offsetMs: number) => Date.now() + offsetMs;
