import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './support/server';

/**
 * The first screen of the user app must stay light (issue 3: under 150 KB of gzipped JavaScript)
 * and never carry admin portal code. Computed from the build's chunk graph and source maps.
 */
const dist = path.join(repoRoot, 'dist/web');
const budgetBytes = 150_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

function chunkKey(source: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.src === source);
  if (!key) throw new Error(`No chunk for ${source} in the build manifest`);
  return key;
}

/** Every chunk a route loads: the entry, the route's lazy modules and their static imports. */
function routeChunks(sources: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  [entry, ...sources.map(chunkKey)].forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The modules a chunk was built from (its source map), or for a map-less runtime chunk its own name. */
function sourcesOf(file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [file];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources;
}

const routes = {
  '/auth (signed out)': ['src/web/user/pages/auth/auth-page.tsx'],
  '/dashboard (signed in)': [
    'src/web/user/shell/require-auth.tsx',
    'src/web/user/shell/user-shell.tsx',
    'src/web/user/pages/dashboard/dashboard-page.tsx',
  ],
};

describe('the first user route', () => {
  test.each(Object.entries(routes))(
    '%s loads under 150 KB of gzipped JavaScript and no admin code',
    (route, sources) => {
      const files = routeChunks(sources);
      const sizes = files.map((file) => [file, gzipSize(file)] as const);
      const total = sizes.reduce((sum, [, size]) => sum + size, 0);
      console.log(
        `${route}: ${(total / 1000).toFixed(1)} KB gzipped in ${files.length} chunks\n` +
          sizes
            .map(([file, size]) => `  ${(size / 1000).toFixed(1).padStart(6)} KB  ${file}`)
            .join('\n'),
      );
      expect(total).toBeLessThan(budgetBytes);
      const adminSources = files.flatMap((file) =>
        sourcesOf(file).filter((source) => source.includes('web/admin/')),
      );
      expect(adminSources).toEqual([]);
    },
  );

  test('the admin portal is its own lazy chunk', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const adminKey = chunkKey('src/web/admin/admin-app.tsx');
    expect(entry.dynamicImports).toContain(adminKey);
    expect(entry.imports ?? []).not.toContain(adminKey);
  });
});
