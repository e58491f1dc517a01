// vite.config.ts loads this file (through pwa-options.ts): Node code, relative imports only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/** One chunk of Vite's build manifest (build.manifest: true), keyed by its source or chunk id. */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The staff portal's code: a member's device never needs it (decision 138). */
const staffPortalSource = /^src\/web\/admin\//;

/**
 * Every build file the member app can load: the entry, each route's page and every chunk and
 * dictionary they import, statically or lazily, except the staff portal's. Precaching all of them
 * opens every member page offline, not only the ones visited before.
 */
export function memberAppFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (!staffPortalSource.test(next)) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** Where this build writes Vite's manifest: its output folder may be another (`--outDir`). */
let viteManifestFile = 'dist/web/.vite/manifest.json';

export const rememberBuildOutput: Plugin = {
  name: 'psalmlight-build-output',
  apply: 'build',
  configResolved(config) {
    viteManifestFile = path.resolve(config.root, config.build.outDir, '.vite/manifest.json');
  },
};

/**
 * Keeps, of the precache list's build files (assets/), only the member app's; the other entries
 * (the page, icons, theme script) stay. Vite has written its manifest by the time the PWA plugin
 * lists the files (after the bundle is written).
 */
export function onlyMemberAppAssets(): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(viteManifestFile, 'utf8')) as Record<
      string,
      ViteManifestChunk
    >;
    const member = memberAppFiles(manifest);
    return {
      manifest: entries.filter(
        (entry) => !entry.url.startsWith('assets/') || member.has(entry.url),
      ),
      warnings: [],
    };
  };
}
