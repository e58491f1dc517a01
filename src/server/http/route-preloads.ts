import fs from 'node:fs';
import path from 'node:path';

// Each page's code is a lazy chunk the router imports once index.js has run, and that chunk's own
// imports are found only when it arrives: on a slow link every step is a round trip before the
// first screen (decision 141). The app page names a path's chunks up front as modulepreload links,
// so they download beside index.js (decision 142).

const memberChain = ['src/web/user/shell/require-auth.tsx', 'src/web/user/shell/user-shell.tsx'];
const page = (file: string) => `src/web/user/pages/${file}.tsx`;

/**
 * The source modules each path's lazy routes import, outermost first, as src/web/router.tsx nests
 * them; the first match wins. A test checks the modules against the router's.
 */
export const routeModules: readonly { path: string; modules: readonly string[] }[] = [
  // The root redirects to the portal.
  { path: '/', modules: ['src/web/admin/admin-app.tsx'] },
  { path: '/admin/*', modules: ['src/web/admin/admin-app.tsx'] },
  { path: '/auth', modules: [page('auth/auth-page')] },
  { path: '/reset-password', modules: [page('reset-password/reset-password-page')] },
  { path: '/privacy', modules: [page('privacy/privacy-page')] },
  { path: '/auth-callback', modules: [page('auth-callback/auth-callback-page')] },
  { path: '/dashboard', modules: [...memberChain, page('dashboard/dashboard-page')] },
  { path: '/psalm', modules: [...memberChain, page('psalm/psalm-page')] },
  { path: '/workflows', modules: [...memberChain, page('workflows/workflows-page')] },
  {
    path: '/workflows/sessions/:id',
    modules: [...memberChain, page('workflows/workflow-session-page')],
  },
  { path: '/library', modules: [...memberChain, page('library/library-page')] },
  { path: '/content/:id', modules: [...memberChain, page('library/content-reader-page')] },
  { path: '/journal', modules: [...memberChain, page('journal/journal-page')] },
  { path: '/community', modules: [...memberChain, page('community/community-page')] },
  { path: '/account', modules: [...memberChain, page('account/account-page')] },
  { path: '/settings', modules: [...memberChain, page('account/account-page')] },
  { path: '/subscription', modules: [...memberChain, page('subscription/subscription-page')] },
  {
    path: '/subscription/test-checkout',
    modules: [...memberChain, page('subscription/sandbox-pages')],
  },
  {
    path: '/subscription/test-portal',
    modules: [...memberChain, page('subscription/sandbox-pages')],
  },
  // No catch-all: the not-found page is not worth a preload, and /index.html itself, which the
  // service worker keeps as the page of every path (decision 138), must name no chunk it may not
  // have cached.
];

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

/**
 * The script URLs a path's lazy routes need, with every chunk they import statically, leaving out
 * what index.html already loads (the entry and its imports). Empty for a path no lazy route
 * matches, or when the build wrote no manifest.
 */
export function createRoutePreloads(webDir: string) {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    // No manifest (a development build or a test's web folder): nothing is preloaded.
  }
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
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
