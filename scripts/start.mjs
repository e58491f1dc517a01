// npm start: build the web app and compile the server if either changed, then run the server
// (API + SPA) in one process, as JavaScript (decision 021).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, serverOutDir } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();
await buildServerIfStale();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(serverOutDir, 'main.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
