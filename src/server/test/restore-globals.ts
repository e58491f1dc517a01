import { afterAll, vi } from 'vitest';

// `unstubGlobals` (vitest.config.ts) restores what a test stubbed before the next test; this also
// restores it after a file's last one. The files of a worker share their globals, and the next
// file's beforeAll must reach its own server with Node's fetch, not the page's pointed at ours.
afterAll(() => vi.unstubAllGlobals());
