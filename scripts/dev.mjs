// npm run dev: the API (tsx watch, port 3001) and Vite (port 3000, hot reload) side by side.
// Open http://localhost:3000; Vite forwards /api (server-sent events included) to the API.
// Ctrl-C stops both; when either stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { viteEnvironment } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const webOrigin = `http://localhost:${webPort}`;

const children = [];
let stopping = false;

function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

// The API checks each mutation's Origin against PUBLIC_URL: in dev the browser is on Vite's address,
// and emailed links should open there too.
run('API', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'], {
  PORT: String(apiPort),
  PUBLIC_URL: process.env.PUBLIC_URL ?? webOrigin,
});
run(
  'Vite',
  [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(webPort), '--strictPort'],
  {
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: viteEnvironment.VITE_CONFIG_NATIVE_IGNORE_WARNING,
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
console.log(`[dev] Web on ${webOrigin}, API on http://127.0.0.1:${apiPort}`);
