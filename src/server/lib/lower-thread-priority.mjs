// Background work (voice synthesis, transcoding) must yield the CPU to the threads serving
// members: a starter library narrating for minutes, or a congregation's 7 a.m. opening, should
// never wait behind a voice. Linux schedules threads as tasks with their own nice value, and
// setpriority() on a thread id changes that thread alone; Node names no thread id, but
// /proc/thread-self does. Elsewhere (macOS, Windows) a thread keeps the normal priority, and
// setpriority() on a process lowers all of it.
import fs from 'node:fs';
import os from 'node:os';

/** The nice value background work runs at: below requests, above nothing else of ours. */
export const backgroundNice = 10;

/** Lowers one task (a thread id, or a process id); false where it cannot. */
export function lowerTask(id) {
  try {
    // A process started with `nice` already is left as low as it was (raising needs privilege).
    if (os.getPriority(id) < backgroundNice) os.setPriority(id, backgroundNice);
    return true;
  } catch {
    return false;
  }
}

/** Lowers the calling thread's priority; answers its thread id, or null where it cannot. */
export function lowerThisThreadPriority() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return null;
    return lowerTask(tid) ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers every thread of this process (a child that does background work alone): its own, and
 * V8's and libuv's helpers, which collect its garbage and compile its WebAssembly. Threads started
 * later take the priority of the thread that starts them. Answers how many threads were lowered.
 */
export function lowerThisProcessPriority() {
  lowerTask(0);
  let tasks;
  try {
    tasks = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux: the process's priority, set above, is that of all its threads.
    return 1;
  }
  return tasks.filter((tid) => lowerTask(tid)).length;
}
