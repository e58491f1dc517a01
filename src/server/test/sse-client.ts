import { expect } from 'vitest';
import type { TestContext } from './harness';

// GET /api/realtime read from the Response body as a browser would, for the realtime tests.

export type SseEvent = { event: string; data: unknown };

/** An open event stream: events in arrival order, keep-alive comments skipped. */
export type SseStream = {
  response: Response;
  /** The next event; throws 'the stream ended' when the server closes it. */
  next: (timeoutMs?: number) => Promise<SseEvent>;
  close: () => Promise<void>;
};

/** Opens /api/realtime with a session cookie and expects the stream to start (200). */
export async function openStream(context: TestContext, cookie: string): Promise<SseStream> {
  const response = await context.request('/api/realtime', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return readStream(response);
}

export function readStream(response: Response): SseStream {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let closed = false;
  // A read that lost a race with the timeout is kept for the next call, so no chunk is dropped.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  function takeEvent(): SseEvent | undefined {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end === -1) return undefined;
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length === 0) continue; // a keep-alive comment
      return { event, data: JSON.parse(data.join('\n')) };
    }
  }

  return {
    response,
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const ready = takeEvent();
        if (ready) return ready;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
        pending = undefined;
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await reader.cancel().catch(() => undefined);
    },
  };
}
