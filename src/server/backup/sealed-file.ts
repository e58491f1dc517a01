import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter } from 'age-encryption';
import { BackupError } from './backup-error';

// The archive is an age file (https://age-encryption.org/v1) sealed with a passphrase (scrypt), by
// the age-encryption package: no cryptography of our own, and `age -d` opens it too. age seals in
// 64 KiB chunks, each authenticated, the last one marked: a changed byte, a cut-off end or a wrong
// passphrase all fail to decrypt, and everything streams (no whole archive in memory).

/** scrypt's work factor (log2 N): age's default, about 3 s on this machine; tests pass lower. */
export const defaultWorkFactor = 18;

/** Seals the plaintext stream into `file` (written aside, then renamed: never half a file). */
export async function sealToFile(
  plain: Readable,
  file: string,
  passphrase: string,
  workFactor = defaultWorkFactor,
) {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  encrypter.setScryptWorkFactor(workFactor);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>);
  const aside = `${file}.${process.pid}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(sealed as never),
      fs.createWriteStream(aside, { flags: 'wx', mode: 0o600 }),
    );
    fs.renameSync(aside, file);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** A sealed archive whose passphrase was checked: its plaintext can be read as often as needed. */
export type OpenedArchive = { read: () => Promise<Readable> };

/**
 * Checks the passphrase against `file`'s header and returns a reader of its plaintext. The
 * header's key is unwrapped once (scrypt is slow on purpose) and reused for each reading; every
 * reading still checks every chunk.
 */
export async function openSealedFile(file: string, passphrase: string): Promise<OpenedArchive> {
  const header = readHeader(file);
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let fileKey: Uint8Array;
  try {
    fileKey = await decrypter.decryptHeader(header);
  } catch (error) {
    const message = (error as Error).message;
    if (/no identity matched/.test(message))
      throw new BackupError(
        `The passphrase does not open ${file}; nothing was changed. Use the passphrase the backup was made with.`,
      );
    throw new BackupError(`${file} is damaged (${message}); nothing was changed.`);
  }
  return {
    async read() {
      const reader = new Decrypter();
      reader.addIdentity({ unwrapFileKey: () => fileKey });
      const source = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      try {
        return Readable.fromWeb((await reader.decrypt(source)) as never);
      } catch (error) {
        throw new BackupError(`${file} is damaged (${(error as Error).message}).`);
      }
    },
  };
}

/** The age header: the text up to and including the line that starts with `--- ` (its MAC). */
function readHeader(file: string): Uint8Array {
  let start: Buffer;
  try {
    const handle = fs.openSync(file, 'r');
    try {
      start = Buffer.alloc(64 * 1024);
      start = start.subarray(0, fs.readSync(handle, start, 0, start.length, 0));
    } finally {
      fs.closeSync(handle);
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const intro = 'age-encryption.org/v1\n';
  const mac = start.indexOf('\n--- ');
  const end = mac < 0 ? -1 : start.indexOf('\n', mac + 1);
  if (!start.subarray(0, intro.length).equals(Buffer.from(intro)) || end < 0)
    throw new BackupError(
      `${file} is not a Psalmlight backup (not an age file); nothing was changed.`,
    );
  return start.subarray(0, end + 1);
}
