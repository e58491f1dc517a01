import type { DehydratedState } from '@tanstack/react-query';
import { serverStateId } from '@contracts/server-state-id';
import type { HydrationMemo } from './hydration-memo';
import { isLocale, type Locale } from './i18n/translate';

// The JSON data block is never executed: it needs no CSP nonce.
export { serverStateId };

/** What the server hands the page it rendered: the language it drew in and the answers it used. */
export interface ServerState {
  locale: Locale;
  queries: DehydratedState;
  /** Formatting the server did, for hydration to reuse (hydration-memo.ts). */
  memo: HydrationMemo;
  /** The API answers the server read for the page (the offline app keeps them: loaded-urls.ts). */
  apiUrls: string[];
  /** What the route loaders returned on the server, by route id: hydration does not run them again. */
  loaderData: Record<string, unknown>;
}

let drawnFrom: readonly string[] = [];

/** The API paths this page was drawn from on the server (none for a page the browser drew). */
export function serverApiUrls(): readonly string[] {
  return drawnFrom;
}

/**
 * The state as a JSON text safe inside a script element: `<` is escaped, so no text in it (a
 * journal entry, a post) can close the element and become markup.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * JSON has no undefined: a list's first page, asked for with no cursor (undefined), comes back as
 * null, which a refetch would send as `cursor=null`. Every list here starts from undefined.
 */
function restoreFirstPageParams(state: ServerState): ServerState {
  for (const query of state.queries.queries) {
    const data = query.state.data as { pageParams?: unknown[] } | undefined;
    if (Array.isArray(data?.pageParams))
      data.pageParams = data.pageParams.map((param) => (param === null ? undefined : param));
  }
  return state;
}

export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(serverStateId)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerState;
    if (!isLocale(state.locale) || !Array.isArray(state.queries?.queries)) return undefined;
    if (typeof state.loaderData !== 'object' || state.loaderData === null) state.loaderData = {};
    drawnFrom = Array.isArray(state.apiUrls)
      ? state.apiUrls.filter((url) => typeof url === 'string')
      : [];
    return restoreFirstPageParams(state);
  } catch {
    return undefined;
  }
}
