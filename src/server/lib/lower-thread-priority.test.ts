import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { serverSourcePath } from '@server/paths';
import { createOfflineVoice } from '@server/providers/voice/offline-voice';
import { backgroundNice } from './lower-thread-priority.mjs';

/** A task's nice value, from the 19th field of /proc/self/task/<tid>/stat. */
function niceOf(tid: number) {
  const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const ownTid = () => Number(fs.readlinkSync('/proc/thread-self').split('/').pop());

describe.runIf(process.platform === 'linux')('a background thread', () => {
  it('runs at a lower priority than the thread serving requests, which keeps its own', async () => {
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

  it('is where the voice engine speaks: its thread runs at the background priority', async () => {
    const voice = createOfflineVoice();
    try {
      await voice.speak('Paz a vós.', 'nova', { language: 'pt' });
      const tasks = fs.readdirSync('/proc/self/task').map(Number);
      expect(tasks.filter((tid) => niceOf(tid) >= backgroundNice).length).toBeGreaterThan(0);
      expect(niceOf(ownTid())).toBeLessThan(backgroundNice);
    } finally {
      await voice.close();
    }
  });
});
