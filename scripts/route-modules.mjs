// The source modules each path of the app loads lazily, read from the route table itself
// (src/web/routes/route-table.tsx) and the portal's tab list (src/web/admin/tab-config.ts), so the
// server's first-paint preloads are made from the table the router is made from (decision 156).
// The web build writes them beside its manifest (.vite/route-modules.json); the server reads both.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const routeTableFile = 'src/web/routes/route-table.tsx';
export const adminTabsFile = 'src/web/admin/tab-config.ts';
/** The file the build writes, inside the web build's folder. */
export const routeModulesFile = '.vite/route-modules.json';

function parse(root, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The module a relative specifier names, as the manifest keys it: `src/web/…/x.tsx`. */
function resolveFrom(root, file, specifier) {
  const base = path.join(path.dirname(file), specifier);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    `${base}/index.tsx`,
    `${base}/index.ts`,
  ])
    if (
      fs.existsSync(path.join(root, candidate)) &&
      fs.statSync(path.join(root, candidate)).isFile()
    )
      return candidate.split(path.sep).join('/');
  throw new Error(`${file}: import('${specifier}') names no file`);
}

const propertyOf = (object, name) =>
  object.properties.find(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );

/** The lazy imports written in `node`, without descending into nested route objects' children. */
function lazyImports(root, file, node, skip) {
  const found = [];
  const visit = (child) => {
    if (child === skip) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    )
      found.push(resolveFrom(root, file, child.arguments[0].text));
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** Route objects of the table: `path` (or none, for a layout), own lazy modules, children. */
function routesOf(root, file, array, parentPath, parentModules, out) {
  for (const element of array.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    const pathProperty = propertyOf(element, 'path');
    const childrenProperty = propertyOf(element, 'children');
    const own = lazyImports(root, file, element, childrenProperty);
    const modules = [...parentModules, ...own];
    const routePath =
      pathProperty && ts.isStringLiteral(pathProperty.initializer)
        ? pathProperty.initializer.text
        : parentPath;
    // A path that loads nothing of its own (a redirect) and the catch-all are not preloaded: the
    // not-found page is not worth it, and /index.html, the page of every path the service worker
    // keeps (decision 138), must name no chunk it may not have cached.
    if (pathProperty && own.length > 0 && routePath !== '*') out.push({ path: routePath, modules });
    if (childrenProperty && ts.isArrayLiteralExpression(childrenProperty.initializer))
      routesOf(root, file, childrenProperty.initializer, routePath, modules, out);
  }
  return out;
}

function exportedArray(source, name) {
  let found;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${source.fileName}: no array named ${name}`);
  return found;
}

/**
 * `{ path, modules }` for every path that loads code lazily, outermost module first, the first
 * match winning as in the router: each portal tab (`/admin/<id>/*`: the portal, then the tab), then
 * the table's routes in its order.
 */
export function routeModulesFrom(root) {
  const routes = routesOf(
    root,
    routeTableFile,
    exportedArray(parse(root, routeTableFile), 'routes'),
    '',
    [],
    [],
  );
  const portal = routes.find((route) => route.path === '/admin/*');
  if (!portal) throw new Error(`${routeTableFile}: no /admin/* route`);
  const tabs = exportedArray(parse(root, adminTabsFile), 'adminTabs').elements.flatMap((tab) => {
    const id = ts.isObjectLiteralExpression(tab) && propertyOf(tab, 'id');
    if (!id || !ts.isStringLiteral(id.initializer)) return [];
    return [
      {
        path: `/admin/${id.initializer.text}/*`,
        modules: [...portal.modules, ...lazyImports(root, adminTabsFile, tab)],
      },
    ];
  });
  return [...tabs, ...routes];
}

/** The Vite plugin that writes them beside the client build's manifest (vite.config.ts). */
export function routeModulesPlugin(root) {
  return {
    name: 'psalmlight-route-modules',
    apply: 'build',
    buildStart() {
      this.addWatchFile(path.join(root, routeTableFile));
      this.addWatchFile(path.join(root, adminTabsFile));
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: routeModulesFile,
        source: `${JSON.stringify(routeModulesFrom(root), null, 2)}\n`,
      });
    },
  };
}
