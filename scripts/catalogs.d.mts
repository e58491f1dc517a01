import type { Plugin } from 'vite';

type Catalog = Record<string, string>;

/** Each message as JavaScript source: a string, or a function of its values. */
export function compileMessages(
  messages: Catalog,
  tag: string,
  strict?: boolean,
): { code: Record<string, string>; cardinal: string };
export function runtimeNames(code: string): { library: string[]; ours: string[] };
export function catalogModule(
  messages: Catalog,
  tag: string,
  others?: Record<string, string>,
): string;
export function pseudoLocalize(message: string): string;
export type PseudoLocales = Record<string, (english: string) => string>;
export function catalogsPlugin(pseudo?: PseudoLocales): Plugin;
