import fs from 'node:fs';
import path from 'node:path';

/** The data directory is held by another live process (`holder`, its pid). */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: number;
  constructor(message: string, dataDir: string, holder: number) {
    super(message);
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** Whether process `pid` still runs (EPERM: it runs, as another user). */
export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a lock file says (a pid), or null when it is gone. */
function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The live process, other than this one, that a lock's text names; null for a stale lock. */
function liveHolder(text: string): number | null {
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Creates `file` holding this pid, atomically and whole (a link fails if the name exists). */
function create(file: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, String(process.pid));
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.unlinkSync(temporary);
  }
}

function removeIfMine(file: string) {
  try {
    if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Takes `file` for this process, or returns the live pid that holds it.
 *
 * Creating the file is atomic. Taking over a stale one is not, on its own: two starters that both
 * saw the dead holder would each replace it and both believe they hold the lock. So the right to
 * replace the file left by dead pid D is itself a lock, `file.claim-D`, taken the same way
 * (recursively, should its taker die too). Only the claim's winner replaces the file, and only if
 * it still names D; the replacement is a rename, so nobody ever sees the file missing.
 */
function acquire(file: string): { held: true } | { held: false; holder: number } {
  for (;;) {
    if (create(file)) return { held: true };
    const stale = readLock(file);
    if (stale === null) continue; // released in between: try again
    const holder = liveHolder(stale);
    if (holder !== null) return { held: false, holder };
    const claimFile = `${file}.claim-${stale.replace(/[^0-9]/g, '') || 'unreadable'}`;
    const claim = acquire(claimFile);
    if (!claim.held) {
      // Another starter is taking this stale lock over right now: it holds it, or soon will.
      return { held: false, holder: claim.holder };
    }
    try {
      if (readLock(file) !== stale) continue; // taken over before we had the claim: look again
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, String(process.pid));
      fs.renameSync(temporary, file);
      return { held: true };
    } finally {
      removeIfMine(claimFile);
    }
  }
}

/**
 * Takes DATA_DIR/server.lock for this process. PGlite allows one process per data directory: a
 * second one would silently lose writes, so it is refused here instead. A lock left by a process
 * that no longer runs is taken over, by exactly one of the processes starting at the same time.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const result = acquire(lockPath);
  if (!result.held) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another process (pid ${result.holder}). ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
      dataDir,
      result.holder,
    );
  }
  return () => removeIfMine(lockPath);
}
