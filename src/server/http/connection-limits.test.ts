import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress, requestTimeouts } from './connection-limits';

// The HTTP server as main.ts starts it: Node's request timeouts and the per-address connection cap,
// exercised over real sockets.

let server: ServerType | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(options: { perAddress: number; timeouts?: typeof requestTimeouts }) {
  const app = new Hono()
    .post('/echo', async (c) => c.text(await c.req.text()))
    // A body cut off by the timeout fails its read; the app's own error handler logs that.
    .onError((_, c) => c.text('aborted', 400));
  server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: options.timeouts ?? requestTimeouts,
  });
  limitConnectionsPerAddress(server, options.perAddress);
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return (server.address() as net.AddressInfo).port;
}

/** A raw connection, with what it received and a promise that settles when the server closes it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Sends one complete request on a connection and waits for the answer's body. */
async function roundTrip(socket: net.Socket, received: () => string) {
  socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello');
  await expect.poll(received).toContain('hello');
}

describe('connections per client address', () => {
  it('closes a connection past the cap at once, while the open ones keep working', async () => {
    const port = await start({ perAddress: 3 });
    const held = [await connect(port), await connect(port), await connect(port)];
    const extra = await connect(port);
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const connection of held) await roundTrip(connection.socket, connection.received);

    // A closed connection gives its place back.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const next = await connect(port);
    await roundTrip(next.socket, next.received);
  });

  it('applies no cap when told 0 (behind a proxy every connection is the proxy’s)', async () => {
    const port = await start({ perAddress: 0 });
    const many = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    for (const connection of many) await roundTrip(connection.socket, connection.received);
  });
});

describe('request timeouts', () => {
  it('closes a connection whose body trickles past the request timeout', async () => {
    const port = await start({
      perAddress: 3,
      timeouts: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 100 },
    });
    const slow = await connect(port);
    const started = Date.now();
    // Headers promise 100 bytes; one arrives, then nothing: the server answers 408 and closes.
    slow.socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nh');
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
