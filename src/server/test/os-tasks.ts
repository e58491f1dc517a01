import fs from 'node:fs';

// What Linux says of processes and their threads (/proc), for the tests of background work's
// priority (decision 075).

/** A field of a /proc stat line, counted after the command name (4 is the parent, 19 nice). */
function statField(stat: string, field: number) {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]);
}

/** A thread's nice value (`pid`: the process it belongs to). */
export const niceOf = (tid: number, pid: number | 'self' = 'self') =>
  statField(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'), 19);

/** The nice value of each thread of a process. */
export const threadNices = (pid: number | 'self') =>
  fs.readdirSync(`/proc/${pid}/task`).map((tid) => niceOf(Number(tid), pid));

/** The thread that calls it. */
export const ownTid = () => Number(fs.readlinkSync('/proc/thread-self').split('/').pop());

/** The processes `parent` started, with the command line of each. */
export function childProcesses(parent: number) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        if (statField(fs.readFileSync(`/proc/${name}/stat`, 'utf8'), 4) !== parent) return [];
        const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
        return [{ pid: Number(name), command }];
      } catch {
        // It ended while being read.
        return [];
      }
    });
}

/** Whether the process of that id is still running. */
export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
