import { inject } from 'vitest';
import type { HostedContext } from '@server/test/test-app-host';

// Tests talk to the real server: the test harness's app (routes, rules, a database of its own for
// each file) served over HTTP by the run's test app host, a separate process, so a DOM
// environment's globals never reach it. Kept apart from live-api.tsx so a test of the server's
// drawing, which runs without a DOM, can use it too.

export type LivePerson = { id: string; email: string; cookie: string };
export type LiveServer = {
  baseUrl: string;
  people: Record<string, LivePerson>;
  close: () => Promise<void>;
};

/** The origin the harness's app trusts (its PUBLIC_URL). */
export const appOrigin = 'http://localhost:3000';
// Node's own, before any test puts the page's fetch in its place.
export const nodeFetch = globalThis.fetch;

async function answered(response: Response) {
  if (!response.ok)
    throw new Error(`The test app host answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A fresh app with a signed-in person of each kind (`user`, `premium` or a staff role). */
export async function startLiveServer(...kinds: string[]): Promise<LiveServer> {
  const host = await (await answered(await nodeFetch(inject('testAppHost')))).text();
  const response = await answered(
    await nodeFetch(`${host}/contexts`, { method: 'POST', body: JSON.stringify({ kinds }) }),
  );
  const { id, baseUrl, people } = (await response.json()) as HostedContext;
  return {
    baseUrl,
    people,
    close: async () => {
      await answered(await nodeFetch(`${host}/contexts/${id}`, { method: 'DELETE' }));
    },
  };
}
