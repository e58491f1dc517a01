import fs from 'node:fs';
import path from 'node:path';

// Each page's code is a lazy chunk the router imports once index.js has run, and that chunk's own
// imports are found only when it arrives: on a slow link every step is a round trip before the
// first screen (decision 141). The app page names a path's chunks up front as modulepreload links,
// so they download beside index.js (decision 142).

const memberChain = ['src/web/shell/require-auth.tsx', 'src/web/shell/user-shell.tsx'];
const page = (file: string) => `src/web/features/${file}.tsx`;

/**
 * The portal's tabs (src/web/admin/tab-config.ts), each drawn from tabs/<id>/<id>-tab.tsx inside
 * the portal's own chunk: named here so a tab opened by address arrives with the portal instead
 * of after it.
 */
const adminTabIds = [
  'content',
  'categories',
  'workflows',
  'automation',
  'psalms',
  'import',
  'seeder',
  'stats',
  'subscriptions',
  'widgets',
  'access-control',
  'admin-management',
  'settings',
  'moderation',
] as const;
const adminApp = 'src/web/admin/admin-app.tsx';
const adminTabRoutes = adminTabIds.map((id) => ({
  path: `/admin/${id}/*`,
  modules: [adminApp, `src/web/admin/tabs/${id}/${id}-tab.tsx`],
}));

/**
 * The source modules each path's lazy routes import, outermost first, as src/web/router.tsx nests
 * them; the first match wins. A test checks the modules against the router's.
 */
export const routeModules: readonly { path: string; modules: readonly string[] }[] = [
  // The root redirects to the portal.
  { path: '/', modules: [adminApp] },
  ...adminTabRoutes,
  { path: '/admin/*', modules: [adminApp] },
  { path: '/auth', modules: [page('auth/auth-page')] },
  { path: '/reset-password', modules: [page('auth/reset-password-page')] },
  { path: '/privacy', modules: [page('privacy/privacy-page')] },
  { path: '/auth-callback', modules: [page('auth/auth-callback-page')] },
  { path: '/dashboard', modules: [...memberChain, page('dashboard/dashboard-page')] },
  { path: '/psalm', modules: [...memberChain, page('psalms/psalm-page')] },
  { path: '/workflows', modules: [...memberChain, page('workflows/workflows-page')] },
  {
    path: '/workflows/sessions/:id',
    modules: [...memberChain, page('workflows/workflow-session-page')],
  },
  { path: '/library', modules: [...memberChain, page('library/library-page')] },
  { path: '/content/:id', modules: [...memberChain, page('library/content-reader-page')] },
  { path: '/journal', modules: [...memberChain, page('journal/journal-page')] },
  { path: '/community', modules: [...memberChain, page('community/community-page')] },
  { path: '/groups', modules: [...memberChain, page('groups/groups-page')] },
  {
    path: '/groups/join/:token',
    modules: [...memberChain, page('groups/join-group-page')],
  },
  { path: '/groups/:id', modules: [...memberChain, page('groups/group-page')] },
  { path: '/account', modules: [...memberChain, page('account/account-page')] },
  { path: '/settings', modules: [...memberChain, page('account/account-page')] },
  { path: '/subscription', modules: [...memberChain, page('premium/subscription-page')] },
  {
    path: '/subscription/test-checkout',
    modules: [...memberChain, page('premium/sandbox-pages')],
  },
  {
    path: '/subscription/test-portal',
    modules: [...memberChain, page('premium/sandbox-pages')],
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

function readManifest(webDir: string): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    // No manifest (a development build or a test's web folder).
    return {};
  }
}

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
