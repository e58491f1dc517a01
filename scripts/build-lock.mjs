// One build into dist/ at a time. Two `npm start`s started together (or a start beside the browser
// tests) would otherwise both find dist stale and build into it at once, each emptying dist/web
// under the other; the second now waits, then finds the build fresh.
import fs from 'node:fs';
import path from 'node:path';

const lockFile = path.resolve(import.meta.dirname, '../dist/.build.lock');
/** A lock file still empty this long after it was made was left by a process that died writing it. */
const emptyLockMs = 5000;

/** Whether the process named in the lock file is still running (a killed build leaves the file). */
function holderAlive() {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (!pid) return Date.now() - fs.statSync(lockFile).mtimeMs < emptyLockMs;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/** Runs `work` (which builds when stale) holding the build lock, waiting for another holder. */
export async function withBuildLock(work) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      if (!holderAlive()) fs.rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
