// Cycles between folders: the server's modules (src/server/modules/<m>/) and the web's features
// (src/web/features/<f>/), decision 159. import-x/no-cycle sees files only, so a module could
// import another whose other file imports it back, and the two would be one module in all but
// name. A folder depends on another when any of its non-test files imports any file of the other,
// type-only imports included. Run by `npm run lint`: exits 1 and names one import per edge when
// folders form a cycle. `tsx scripts/lint/module-cycles.ts [root] [--json]` checks another tree
// (the tests' fixtures; the repository by default), and with --json also prints the graph's edges
// and cycles as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type TypeScript from 'typescript';

// Required rather than imported: an ESM import has Node and tsx scan the compiler's 9 MB for its
// named exports first, which took longer than the check itself.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/** The folders whose subfolders are the units of the graph. */
const unitRoots = ['src/server/modules', 'src/web/features'];

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.(ts|tsx)$/;

/** One import that makes a folder depend on another, as it reads in the source. */
interface ImportSite {
  file: string;
  line: number;
  specifier: string;
}

/** A dependency between two folders, with the first import (by file and line) that makes it. */
interface FolderEdge {
  from: string;
  to: string;
  example: ImportSite;
}

/** Folders that reach each other through their imports, and every edge between them. */
interface FolderCycle {
  folders: string[];
  edges: FolderEdge[];
}

function compilerOptions(root: string): TypeScript.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

function walk(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return walk(full);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [full] : [];
  });
}

/** "src/server/modules/content" for any file under it; undefined outside the unit roots. */
function unitOf(root: string, file: string): string | undefined {
  const relative = path.relative(root, file).split(path.sep).join('/');
  for (const unitRoot of unitRoots) {
    if (!relative.startsWith(`${unitRoot}/`)) continue;
    const [folder, ...rest] = relative.slice(unitRoot.length + 1).split('/');
    // A file lying in the root itself belongs to no unit.
    return rest.length > 0 ? `${unitRoot}/${folder}` : undefined;
  }
  return undefined;
}

/** Every edge between two units under root, each with its first import by file and line. */
function folderEdges(tree: string): FolderEdge[] {
  // The resolver answers real paths: a root reached through a link would own none of them.
  const root = fs.realpathSync(tree);
  const options = compilerOptions(root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = unitRoots
    .map((unitRoot) => path.join(root, unitRoot))
    .filter((directory) => fs.existsSync(directory))
    .flatMap(walk)
    .sort();
  const edges = new Map<string, FolderEdge>();
  for (const file of files) {
    const from = unitOf(root, file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    // Static imports and re-exports, type-only ones, import() and `typeof import()` alike.
    for (const imported of ts.preProcessFile(text, true, false).importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(
        imported.fileName,
        file,
        options,
        ts.sys,
        cache,
      );
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const to = unitOf(root, path.resolve(resolvedModule.resolvedFileName));
      if (!to || to === from || edges.has(`${from}\0${to}`)) continue;
      const line = text.slice(0, imported.pos).split('\n').length;
      const relative = path.relative(root, file).split(path.sep).join('/');
      const site = { file: relative, line, specifier: imported.fileName };
      edges.set(`${from}\0${to}`, { from, to, example: site });
    }
  }
  return [...edges.values()];
}

/** Tarjan's strongly connected components of the graph, those of more than one node. */
function components(nodes: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** The folder cycles of the graph: each strongly connected component of more than one folder. */
function cyclesOf(edges: FolderEdge[]): FolderCycle[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const nodes = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].sort();
  return components(nodes, next)
    .map((folders) => ({
      folders,
      edges: edges
        .filter(({ from, to }) => folders.includes(from) && folders.includes(to))
        .sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`)),
    }))
    .sort((a, b) => a.folders[0]!.localeCompare(b.folders[0]!));
}

function formatCycles(cycles: FolderCycle[]): string {
  const name = (folder: string) => folder.replace(/^src\//, '');
  return cycles
    .map(({ folders, edges }) =>
      [
        `Folders in a cycle: ${folders.map(name).join(', ')}`,
        ...edges.map(
          ({ from, to, example }) =>
            `  ${name(from)} → ${name(to)}: ${example.file}:${example.line} imports '${example.specifier}'`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

const args = process.argv.slice(2);
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? repository);
const edges = folderEdges(root);
const cycles = cyclesOf(edges);
if (args.includes('--json')) console.log(JSON.stringify({ edges, cycles }, null, 2));
if (cycles.length > 0) {
  console.error(formatCycles(cycles));
  console.error(
    '\nA module or feature imports no folder that imports it back, even through others: the lower one takes what it needs as a function or an interface handed over by the composition root, or the shared piece moves to the folder that owns it (decisions 039 and 159).',
  );
}
process.exitCode = cycles.length > 0 ? 1 : 0;
