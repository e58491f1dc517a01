import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { serverSourcePath } from '@server/paths';
import { childProcesses, niceOf, ownTid, threadNices } from '@server/test/os-tasks';
import { createOfflineVoice } from '@server/providers/voice/offline-voice';
import { backgroundNice } from './lower-thread-priority.mjs';

/** The threads of this process at the background's priority or lower. */
const loweredThreads = () =>
  fs
    .readdirSync('/proc/self/task')
    .map(Number)
    .filter((tid) => {
      try {
        return niceOf(tid) >= backgroundNice;
      } catch {
        return false; // it ended while being read
      }
    });

describe.runIf(process.platform === 'linux')('background work', () => {
  it('in a thread runs at a lower priority than the thread serving requests, which keeps its own', async () => {
    const script = `
      import { parentPort } from 'node:worker_threads';
      import { lowerThisThreadPriority } from ${JSON.stringify(pathToFileURL(serverSourcePath('lib/lower-thread-priority.mjs')).href)};
      parentPort.postMessage(lowerThisThreadPriority());
      setTimeout(() => {}, 60_000);
    `;
    const before = niceOf(ownTid());
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(script)}`));
    try {
      const tid = await new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(tid).toBeGreaterThan(0);
      expect(niceOf(tid)).toBe(Math.max(before, backgroundNice));
      expect(niceOf(ownTid())).toBe(before);
    } finally {
      await worker.terminate();
    }
  });

  it('is where the voice engines speak: a process of their own, every thread of it lowered', async () => {
    const before = childProcesses(process.pid).map(({ pid }) => pid);
    // Threads of this process already lowered (other files' workers, in a worker shared between files).
    const loweredBefore = loweredThreads();
    const voice = createOfflineVoice({ festival: null });
    try {
      await voice.speak('Be still, and know.', 'onyx');
      await voice.speak('Paz a vós.', 'nova', { language: 'pt' });
      const engines = childProcesses(process.pid)
        .map(({ pid }) => pid)
        .filter((pid) => !before.includes(pid));
      expect(engines).toHaveLength(2);
      // V8's helpers too (they collect the engine's garbage, compile its WebAssembly): in a thread
      // of the server's they ran at the server's priority, a sixth of the synthesis's CPU.
      for (const pid of engines) {
        expect(threadNices(pid).length).toBeGreaterThan(1);
        expect(Math.min(...threadNices(pid))).toBeGreaterThanOrEqual(backgroundNice);
      }
      // Nothing of this process is lowered: members' requests keep the normal priority.
      expect(loweredThreads().filter((tid) => !loweredBefore.includes(tid))).toEqual([]);
      expect(niceOf(ownTid())).toBeLessThan(backgroundNice);
    } finally {
      await voice.close();
    }
  });
});
