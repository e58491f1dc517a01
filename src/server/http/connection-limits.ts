import type { Server } from 'node:net';
import { addressKey } from './address-key';

/**
 * Open TCP connections one client address may hold (decision 037). A browser keeps about six per
 * host plus its event stream; a congregation behind one router is some dozens of browsers. Past
 * the cap a new connection is closed at once, before any byte is read, so one address cannot hold
 * every socket the process can open.
 */
export const defaultConnectionsPerAddress = 256;

/**
 * Node's limits on receiving a request, as createServer options. Its defaults let a client take
 * 300 s to send a body, a byte at a time; the largest body the app takes (a 10 MB import) arrives
 * within a minute over a slow mobile link, and headers within a few seconds. The check runs every
 * few seconds rather than Node's 30, so a stalled request is closed close to its limit.
 */
export const requestTimeouts = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 5_000,
};

/**
 * Closes a client's connection when its address already holds `perAddress` open ones (0: no cap).
 * Only for clients connecting directly: behind a proxy every connection is the proxy's.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number) {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = addressKey(socket.remoteAddress ?? 'unknown');
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
