import fs from 'node:fs';
import path from 'node:path';

// Each page's code is a lazy chunk the router imports once index.js has run, and that chunk's own
// imports are found only when it arrives: on a slow link every step is a round trip before the
// first screen (decision 141). The app page names a path's chunks up front as modulepreload links,
// so they download beside index.js (decision 142).

/**
 * The source modules each path's lazy routes import, outermost first, the first match winning: the
 * web build reads them from the route table the router is made from (scripts/route-modules.mjs)
 * and writes them beside its manifest.
 */
type RouteModules = readonly { path: string; modules: readonly string[] }[];

/** Whether a request path matches a react-router pattern (`:param` one segment, `/*` the rest). */
export function matchesRoute(pattern: string, pathname: string) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') {
    want.pop();
    if (have.length < want.length) return false;
  } else if (have.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A file the web build writes into dist/web/.vite; `empty` without one (a development build). */
function readBuildFile<T>(webDir: string, name: string, empty: T): T {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, '.vite', name), 'utf8')) as T;
  } catch {
    return empty;
  }
}

const readManifest = (webDir: string) => readBuildFile<Manifest>(webDir, 'manifest.json', {});

/**
 * The script URLs the entry imports statically, in the order the browser evaluates them (each
 * one's own imports before it): the page evaluates them one per task before the entry
 * (server-pages.ts). Empty without a manifest.
 */
export function entryImportsInOrder(webDir: string): string[] {
  const manifest = readManifest(webDir);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    ordered.push(`/${manifest[key].file}`);
  };
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    for (const imported of chunk.imports ?? []) visit(imported);
  }
  return ordered;
}

/**
 * The script URLs a path's lazy routes need, with every chunk they import statically, leaving out
 * what index.html already loads (the entry and its imports). Each comes after the chunks it
 * imports, the order the browser evaluates them in: the page evaluates them one per task
 * (server-pages.ts). Empty for a path no lazy route matches, or when the build wrote no manifest.
 */
export function createRoutePreloads(webDir: string) {
  // No manifest (a development build or a test's web folder): nothing is preloaded.
  const manifest = readManifest(webDir);
  const routeModules = readBuildFile<RouteModules>(webDir, 'route-modules.json', []);
  const closure = (keys: readonly string[], into = new Set<string>(), seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], into, seen);
      into.add(key);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByThePage = closure(entries);
  const byPattern = new Map(
    routeModules.map((route) => [
      route.path,
      [...closure(route.modules)]
        .filter((key) => !loadedByThePage.has(key))
        .map((key) => `/${manifest[key]!.file}`),
    ]),
  );
  return (pathname: string): readonly string[] => {
    const route = routeModules.find((candidate) => matchesRoute(candidate.path, pathname));
    return route ? byPattern.get(route.path)! : [];
  };
}
