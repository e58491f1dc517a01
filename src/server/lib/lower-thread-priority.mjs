// Background work (voice synthesis, transcoding) runs in worker threads that must yield the CPU to
// the threads serving members: a starter library narrating for minutes, or a congregation's 7 a.m.
// opening, should never wait behind a voice. Linux schedules threads as tasks with their own nice
// value, and setpriority() on a thread id changes that thread alone; Node names no thread id, but
// /proc/thread-self does. Elsewhere (macOS, Windows) the thread keeps the normal priority.
import fs from 'node:fs';
import os from 'node:os';

/** The nice value background threads run at: below requests, above nothing else of ours. */
export const backgroundNice = 10;

/** Lowers the calling thread's priority; answers its thread id, or null where it cannot. */
export function lowerThisThreadPriority() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return null;
    // A process started with `nice` already is left as low as it was (raising needs privilege).
    if (os.getPriority(tid) < backgroundNice) os.setPriority(tid, backgroundNice);
    return tid;
  } catch {
    return null;
  }
}
