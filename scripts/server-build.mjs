// Compiles the server (src/server/main.ts and the admin CLI) into dist/server with esbuild when the
// bundle is missing or older than its sources, so `npm start` runs JavaScript (decision 021).
// Dependencies stay in node_modules (packages: 'external'); the @server/ and @contracts/ aliases
// come from tsconfig.json. Files the server reads beside its code are found from the project
// folder at run time (src/server/paths.ts), not copied.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist/server');
const entries = { main: 'src/server/main.ts', admin: 'src/server/cli/admin.ts' };
const sources = [
  'src/server',
  'src/contracts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale() {
  const builtAt = Math.min(
    ...Object.keys(entries).map((name) => {
      const file = path.join(serverOutDir, `${name}.js`);
      return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return builtAt <= changedAt;
}

/**
 * Builds into a private folder, then renames each file into place: a process starting meanwhile
 * (parallel browser tests each run `npm start`) sees the old bundle or the new one, never half.
 */
export async function buildServer() {
  // A fresh clone has no dist/ yet (the web build may not have run first).
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  const staging = fs.mkdtempSync(path.join(root, 'dist/.server-build-'));
  // Loaded only to build; its service process is stopped after, so `npm start` keeps no extra child.
  const esbuild = await import('esbuild');
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: entries,
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: path.join(root, 'tsconfig.json'),
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    fs.mkdirSync(serverOutDir, { recursive: true });
    // Maps first, the entry files last: an entry newer than its sources means the build is complete.
    const files = fs
      .readdirSync(staging)
      .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
    for (const file of files)
      fs.renameSync(path.join(staging, file), path.join(serverOutDir, file));
  } finally {
    await esbuild.stop();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export async function buildServerIfStale() {
  if (!isStale()) return false;
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  await buildServer();
  return true;
}

// `node scripts/server-build.mjs`: build now (npm run build does, beside the web app).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await buildServer();
  console.log(`Server compiled into ${path.relative(root, serverOutDir)}/`);
}
