import { Readable } from 'node:stream';
import tar from 'tar-stream';

// The archive's plaintext: a tar stream (tar-stream), so `age -d backup.age | tar t` lists it.
// Entries are written one after the other; each is streamed except the small JSON ones.

export type ArchiveWriter = {
  /** The tar bytes, to be sealed while entries are added. */
  stream: Readable;
  add: (name: string, data: Buffer) => Promise<void>;
  /** A streamed entry: a tar header states its size first, so it must be known. */
  addStream: (name: string, size: number, body: AsyncIterable<Uint8Array>) => Promise<void>;
  finish: () => void;
};

export function createArchiveWriter(createdAt: Date): ArchiveWriter {
  const pack = tar.pack();
  const header = (name: string, size: number) => ({ name, size, mtime: createdAt, mode: 0o600 });
  return {
    // tar-stream's streams are streamx ones: Node's web-stream adapters take Node streams only.
    stream: Readable.from(pack as AsyncIterable<Buffer>),
    add: (name, data) =>
      new Promise((resolve, reject) =>
        pack.entry(header(name, data.length), data, (error) => (error ? reject(error) : resolve())),
      ),
    async addStream(name, size, body) {
      let settle: (error?: Error | null) => void = () => {};
      const done = new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve());
      });
      const entry = pack.entry(header(name, size), (error) => settle(error));
      for await (const chunk of body)
        if (!entry.write(chunk))
          await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
      (entry as unknown as { end: () => void }).end();
      await done;
    },
    finish: () => pack.finalize(),
  };
}

export type ArchiveEntry = { name: string; size: number; body: Readable };

/** The entries of a tar stream, in order; each body must be read to its end before the next. */
export async function* readArchive(plain: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  void feed(plain, extract);
  for await (const entry of extract) {
    if (entry.header.type !== 'file') {
      entry.resume();
      throw new Error(`unexpected ${entry.header.type} entry ${entry.header.name}`);
    }
    yield {
      name: entry.header.name,
      size: entry.header.size ?? 0,
      body: Readable.from(entry as AsyncIterable<Buffer>),
    };
  }
}

/** An entry's whole body (the JSON and JSON-lines entries, one table at a time). */
export async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Writes `plain` into the tar parser (a streamx stream), heeding its back-pressure. */
async function feed(plain: Readable, extract: ReturnType<typeof tar.extract>) {
  try {
    for await (const chunk of plain)
      if (!extract.write(chunk))
        await new Promise<void>((resolve) => extract.once('drain', () => resolve()));
    (extract as unknown as { end: () => void }).end();
  } catch (error) {
    extract.destroy(error as Error);
  }
}
