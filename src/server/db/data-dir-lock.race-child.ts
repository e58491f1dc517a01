// A starter in the data-directory lock race test: for each "lock <dir>" line it tries to take the
// lock and answers "won" or "busy"; "release" lets go of everything it holds.
import readline from 'node:readline';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const held: (() => void)[] = [];
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, dir] = line.split(' ');
  if (command === 'lock' && dir) {
    try {
      held.push(lockDataDir(dir));
      process.stdout.write('won\n');
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      process.stdout.write('busy\n');
    }
  } else if (command === 'release') {
    for (const unlock of held.splice(0)) unlock();
    process.stdout.write('released\n');
  }
}
