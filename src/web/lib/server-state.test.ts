// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import {
  readServerState,
  serializeServerState,
  serverStateId,
  type ServerState,
} from './server-state';

/** A page as the server writes it: the state in its JSON block, parsed by the browser's HTML parser. */
function pageWith(state: ServerState): Document {
  const html = `<!doctype html><body><div id="root"></div><script type="application/json" id="${serverStateId}">${serializeServerState(state)}</script><p id="after">after</p></body>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('server state', () => {
  test('text that would close the script element stays text', () => {
    const entry = 'I prayed </script><script>alert(1)</script> and <!-- this';
    const state: ServerState = {
      locale: 'pt',
      queries: { mutations: [], queries: [] },
      memo: { 'v:note': entry, 'c:line\u2028break': 'x' },
      loaderData: {},
      apiUrls: ['/api/me'],
    };
    const doc = pageWith(state);
    // One script element only, and the page after it intact.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('after')?.textContent).toBe('after');
    expect(readServerState(doc)).toEqual(state);
  });

  test('a list drawn from its first page refetches it without a cursor', () => {
    const list = { pages: [{ items: [], nextCursor: 'c2' }], pageParams: [undefined, 'c2'] };
    const state = {
      locale: 'en',
      queries: {
        mutations: [],
        queries: [{ queryKey: ['journal'], queryHash: '["journal"]', state: { data: list } }],
      },
      memo: {},
      apiUrls: [],
    } as unknown as ServerState;
    const read = readServerState(pageWith(state));
    const data = read?.queries.queries[0]?.state.data as typeof list;
    expect(data.pageParams).toEqual([undefined, 'c2']);
  });

  test('a page without state, or with a damaged one, reads as none', () => {
    const empty = new DOMParser().parseFromString('<div id="root"></div>', 'text/html');
    expect(readServerState(empty)).toBeUndefined();
    const damaged = new DOMParser().parseFromString(
      `<script type="application/json" id="${serverStateId}">{"locale":</script>`,
      'text/html',
    );
    expect(readServerState(damaged)).toBeUndefined();
    const foreign = new DOMParser().parseFromString(
      `<script type="application/json" id="${serverStateId}">{"locale":"xx","queries":{}}</script>`,
      'text/html',
    );
    expect(readServerState(foreign)).toBeUndefined();
  });
});
