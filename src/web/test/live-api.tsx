import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { appOrigin, nodeFetch, type LivePerson, type LiveServer } from './live-server';
import { createQueryClient } from '../lib/query-client';
import { ToasterHost } from '../ui/toaster-host';
// Loaded with the test file: the host imports the toaster lazily at its first render, and a test
// that ended before that import did would leave it loading into the next file (vitest reports
// an EnvironmentTeardownError there).
import '../ui/toaster';

// Component tests talk to the real server (live-server.ts).
export { startLiveServer, type LivePerson, type LiveServer } from './live-server';

// findBy… waits for what the page shows after a real round trip to another process; on a busy
// 2-core CI machine a cold first answer took over the library's 1 s default (a flaky empty state).
configure({ asyncUtilTimeout: 5_000 });

/** The page's fetch of `/api/...` goes to the server as the browser would send it, signed in. */
export function connectTo(server: LiveServer, person: LivePerson) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const target = new URL(String(input instanceof Request ? input.url : input), appOrigin);
    const headers = new Headers(init?.headers);
    headers.set('cookie', person.cookie);
    headers.set('origin', appOrigin);
    return nodeFetch(`${server.baseUrl}${target.pathname}${target.search}`, { ...init, headers });
  });
}

// Radix measures elements with ResizeObserver, and the theme reads matchMedia: jsdom has neither.
// Set once for the file (vi.unstubAllGlobals after each test only takes back the fetch above).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Renders a piece of the app with its query client and the toaster, as the shell does. */
export function renderWithApp(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <ToasterHost />
    </QueryClientProvider>,
  );
}
