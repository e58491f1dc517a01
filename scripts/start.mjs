// npm start: build the web app and compile the server if either changed, then run the server
// (API + SPA) in one process, as JavaScript (decision 021).
//
// Stopping: SIGINT (Ctrl-C) or SIGTERM (`kill`) is passed on to the server, which closes its
// database (releasing DATA_DIR) and exits; this process exits with it. package.json runs this file
// with `exec`, so npm's own forwarding of a signal reaches it instead of stopping at the shell npm
// starts scripts in (a shell dies of SIGTERM and would leave this process and the server running).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { withBuildLock } from './build-lock.mjs';
import { buildServerIfStale, serverOutDir } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const exitCodes = { SIGINT: 130, SIGTERM: 143 };

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {'SIGINT' | 'SIGTERM' | undefined} */
let stopRequested;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopRequested = signal;
    server?.kill(signal);
  });
}

await withBuildLock(async () => {
  buildWebIfStale();
  await buildServerIfStale();
});
// Asked to stop while building: the server is not started at all.
if (stopRequested) process.exit(exitCodes[stopRequested]);
// A young generation of up to 64 MB a semi-space (V8 picks less): a morning's burst of pages
// allocates fast, and with the default a tenth of the server's CPU went to collecting (decision 079).
server = spawn(
  process.execPath,
  ['--max-semi-space-size=64', '--enable-source-maps', path.join(serverOutDir, 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
