import { describe, expect, test } from 'vitest';
import { readNdjson } from './read-ndjson';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('reading the import progress stream', () => {
  test('lines split across chunks arrive whole and in order', async () => {
    const lines: unknown[] = [];
    await readNdjson(
      streamOf([
        '{"type":"progress","done":500,"to',
        'tal":1000}\n{"type":"progress","done":1000,"total":1000}\n',
        '{"type":"done","imported":1000,"skipped":2}',
      ]),
      (line) => lines.push(line),
    );
    expect(lines).toEqual([
      { type: 'progress', done: 500, total: 1000 },
      { type: 'progress', done: 1000, total: 1000 },
      { type: 'done', imported: 1000, skipped: 2 },
    ]);
  });

  test('blank lines are skipped', async () => {
    const lines: unknown[] = [];
    await readNdjson(streamOf(['\n{"type":"error","message":"x"}\n\n']), (line) =>
      lines.push(line),
    );
    expect(lines).toEqual([{ type: 'error', message: 'x' }]);
  });
});
