// Preloaded into a real server process (node --import) by its process test: the offline voice's
// engines (child processes, lib/worker-client.ts) run faulty-speech-worker.mjs instead of Flite
// and eSpeak NG, and two signals make the faults that are not the voice's: SIGUSR2 a promise
// rejected with nobody to handle it, SIGWINCH an uncaught exception.
import childProcess from 'node:child_process';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const faulty = fileURLToPath(new URL('./faulty-speech-worker.mjs', import.meta.url));
const fork = childProcess.fork;
childProcess.fork = (file, ...rest) =>
  fork(/providers[/\\]voice[/\\].*-worker\.mjs$/.test(String(file)) ? faulty : file, ...rest);
module.syncBuiltinESMExports();

process.on('SIGUSR2', () => void Promise.reject(new Error('a stray rejection')));
process.on('SIGWINCH', () =>
  setTimeout(() => {
    throw new Error('a stray exception');
  }),
);
