import readline from 'node:readline';
import { BackupError } from './backup-error';

/** age's advice for a passphrase that resists guessing offline: 4–5 random words, or more. */
const shortest = 12;

/**
 * The archive's passphrase: BACKUP_PASSPHRASE, or asked on the terminal without echo (twice when
 * making a backup) when stdin is one; refused when neither, so a scheduled job never hangs.
 */
export async function readPassphrase(purpose: 'backup' | 'restore'): Promise<string> {
  // Read here rather than in config.ts: this secret belongs to these two commands alone, and must
  // not travel in the Config the server hands around.
  // eslint-disable-next-line no-restricted-properties
  const given = process.env.BACKUP_PASSPHRASE;
  let passphrase: string;
  if (given) {
    passphrase = given;
  } else if (process.stdin.isTTY) {
    passphrase = await ask('Passphrase: ');
    if (purpose === 'backup' && (await ask('The same passphrase again: ')) !== passphrase)
      throw new BackupError('The two passphrases differ; nothing was written.');
  } else {
    throw new BackupError(
      'No passphrase: set BACKUP_PASSPHRASE, or run the command in a terminal to be asked for it.',
    );
  }
  if (purpose === 'backup' && passphrase.length < shortest)
    throw new BackupError(
      `The passphrase is shorter than ${shortest} characters; nothing was written. Use a longer one ` +
        '(four or five random words), and keep it apart from the archive.',
    );
  return passphrase;
}

/** One line from the terminal, typed without being shown. */
function ask(prompt: string): Promise<string> {
  const terminal = readline.createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: true,
  });
  // readline echoes through _writeToOutput: after the prompt, show nothing of what is typed.
  const echo = terminal as unknown as { _writeToOutput: (text: string) => void };
  let prompted = false;
  const write = echo._writeToOutput.bind(terminal);
  echo._writeToOutput = (text) => {
    if (!prompted) write(text);
    else if (text.includes('\n')) write('\n');
  };
  return new Promise((resolve) => {
    terminal.question(prompt, (answer) => {
      terminal.close();
      resolve(answer);
    });
    prompted = true;
  });
}
