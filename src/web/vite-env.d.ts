/// <reference types="vite/client" />

/**
 * A translation catalog compiled by scripts/catalogs.mjs: `import * as catalog from './en.json?messages'`.
 * Its keys are typed from the plain JSON (`import type en from './en.json'`).
 */
declare module '*.json?messages' {
  import type { Catalog, CatalogModule } from '@web/lib/i18n/translate';
  const messages: Catalog;
  export default messages;
  export const languages: CatalogModule['languages'];
}
