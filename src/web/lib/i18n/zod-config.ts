/**
 * zod's `config` alone, for zod-locale.ts to import lazily: importing 'zod' itself lazily would keep
 * every export of zod, every one of its locales included, in the bundle.
 */
export { config } from 'zod';
