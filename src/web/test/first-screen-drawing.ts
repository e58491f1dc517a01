import { expect, vi } from 'vitest';
import { renderPage, type PageRequest } from '../entry-server';
import type { LivePerson, LiveServer } from './live-server';

/**
 * Drawing a page on the server both ways (decision 162): from its declared first screen and by
 * discovery (drawn again and again until it asks for nothing more), for the first-screen tests of
 * the member pages and of the portal.
 */
const origin = 'http://localhost:3000';

/** A write through the live server's API, as `person`; its answer (an id for most). */
export async function send(
  server: LiveServer,
  person: LivePerson,
  method: string,
  path: string,
  body: unknown,
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { cookie: person.cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  return (response.status === 204 ? {} : await response.json()) as { id: string };
}

/** Today's psalm in `zone`, written by staff: something on the first screens to look for. */
export function postTodaysPsalm(server: LiveServer, staff: LivePerson, zone: string) {
  return send(server, staff, 'POST', '/api/admin/psalms', {
    prompt: 'A psalm for the day',
    theme: 'trust',
    date: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()),
    language: 'en',
    title: 'A psalm for this morning',
    generatedPsalm: 'The Lord is my shepherd; I shall not want. '.repeat(4),
  });
}

export type Drawn = {
  html: string;
  asked: string[];
  answered: string[];
  kind: string;
  to?: string;
};

/** The page drawn for a reader (null: a visitor not signed in), its answers found either way. */
export async function draw(
  server: LiveServer,
  reader: LivePerson | null,
  path: string,
  answers: PageRequest['answers'],
  timeZone: string,
): Promise<Drawn> {
  const asked: string[] = [];
  const page = await renderPage({
    request: new Request(`${origin}${path}`),
    fetchApi: async (request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      const headers = new Headers(request.headers);
      if (reader) headers.set('cookie', reader.cookie);
      return fetch(`${server.baseUrl}${url.pathname}${url.search}`, { headers });
    },
    locale: 'en',
    timeZone,
    nonce: 'test-nonce',
    answers,
  });
  asked.sort();
  if (page.kind === 'redirect')
    return { html: '', asked, answered: [], kind: page.kind, to: page.location };
  if (page.kind !== 'page') return { html: '', asked, answered: [], kind: page.kind };
  const state = JSON.parse(page.state()) as {
    queries: { queries: { queryHash: string; state: { status: string } }[] };
  };
  const answered = state.queries.queries
    .filter((query) => query.state.status === 'success')
    .map((query) => query.queryHash)
    .sort();
  return { html: page.html, asked, answered, kind: page.kind };
}

/**
 * Draws the page both ways at one instant ("2 minutes ago" must not turn into "3") and expects the
 * same API calls, the same answers handed to the browser and the same HTML; the declared drawing.
 */
export async function bothWays(
  server: LiveServer,
  reader: LivePerson | null,
  path: string,
  timeZone: string,
): Promise<Drawn> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const declared = await draw(server, reader, path, 'loader', timeZone);
  const discovered = await draw(server, reader, path, 'discovery', timeZone);
  expect(declared.asked, 'the API calls the page was drawn from').toEqual(discovered.asked);
  expect(declared.answered, 'the answers handed to the browser').toEqual(discovered.answered);
  expect(declared.html).toBe(discovered.html);
  expect(declared.kind).toBe(discovered.kind);
  expect(declared.to).toBe(discovered.to);
  return declared;
}
