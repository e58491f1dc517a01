// Preloaded into a real server process (node --import) by its process test: the offline voice's
// worker threads run faulty-speech-worker.mjs instead of Flite and eSpeak NG, and two signals
// make the faults that are not the voice's: SIGUSR2 a promise rejected with nobody to handle it,
// SIGWINCH an uncaught exception.
import module from 'node:module';
import workerThreads from 'node:worker_threads';

const faulty = new URL('./faulty-speech-worker.mjs', import.meta.url);
const Original = workerThreads.Worker;
workerThreads.Worker = class extends Original {
  constructor(file, options) {
    super(/providers[/\\]voice[/\\].*-worker\.mjs$/.test(String(file)) ? faulty : file, options);
  }
};
module.syncBuiltinESMExports();

process.on('SIGUSR2', () => void Promise.reject(new Error('a stray rejection')));
process.on('SIGWINCH', () =>
  setTimeout(() => {
    throw new Error('a stray exception');
  }),
);
