import type { HydrationMemo } from './hydration-memo';
import type { Locale } from './i18n/translate';

/**
 * What a page rendered on the server knows about its reader (decision 145): the language, the time
 * zone stored on their account and how to ask the API in-process. Module-level state would mix up
 * two readers rendered at once, so the server entry supplies a source that reads the current
 * request's context (AsyncLocalStorage); in the browser there is none and these read undefined.
 */
export interface RenderContext {
  locale: Locale;
  timeZone?: string;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** What costly formatting computed, handed to the browser for hydration (hydration-memo.ts). */
  memo: HydrationMemo;
  /** Where the page sends its reader instead (`<Redirect>`): the server answers with a redirect. */
  redirect?: string;
  /** Code a drawing found still loading (see loadForServer): the next drawing waits for it. */
  loading?: Promise<unknown>[];
}

let source: () => RenderContext | undefined = () => undefined;

export function setRenderContextSource(read: () => RenderContext | undefined): void {
  source = read;
}

export function renderContext(): RenderContext | undefined {
  return source();
}

/**
 * A lazy component's loader, seen by the server's drawing: the first drawing of a page after the
 * server starts meets the component still loading and draws its fallback, so the server waits for
 * this before drawing again, and the queries inside the component are found and answered too.
 */
export function loadForServer<T>(load: Promise<T>): Promise<T> {
  const context = renderContext();
  if (context) (context.loading ??= []).push(load);
  return load;
}
