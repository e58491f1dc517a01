import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';

export type FakeMode = 'ok' | 'empty' | 'error' | 'slow';

/** A quarter second of a quiet tone as MP3: what the fake speech endpoint answers. */
function toneMp3() {
  const rate = 16_000;
  const samples = new Int16Array(rate / 4).map((_, i) =>
    Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate)),
  );
  const encoder = new Mp3Encoder(1, rate, 32);
  return Buffer.concat([Buffer.from(encoder.encodeBuffer(samples)), Buffer.from(encoder.flush())]);
}

/**
 * A local HTTP server speaking the OpenAI chat-completions, audio/speech and models protocols,
 * so the providers are driven through the real SDK over a real connection. `mode` decides how it
 * answers next: properly, with nothing, with a 500, or too slowly.
 */
export async function startFakeOpenAi() {
  const state = {
    mode: 'ok' as FakeMode,
    text: 'Psalm of the Morning Light\n\nYou wake me, Lord, with mercy new,\nand set my feet where waters rest.',
    requests: [] as { path: string; body: Record<string, unknown> }[],
  };
  const audio = toneMp3();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      state.requests.push({ path: req.url ?? '', body });
      const send = () => {
        if (state.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }),
          );
          return;
        }
        if (req.url?.endsWith('/models')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              object: 'list',
              data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'test' }],
            }),
          );
        } else if (req.url?.endsWith('/chat/completions')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body.model,
              choices: [
                {
                  index: 0,
                  finish_reason: 'stop',
                  message: { role: 'assistant', content: state.mode === 'empty' ? '' : state.text },
                },
              ],
            }),
          );
        } else if (req.url?.endsWith('/audio/speech')) {
          res.writeHead(200, { 'content-type': 'audio/mpeg' });
          res.end(state.mode === 'empty' ? Buffer.alloc(0) : audio);
        } else {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'not found' } }));
        }
      };
      if (state.mode === 'slow') setTimeout(send, 3000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
