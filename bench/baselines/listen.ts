// Shared by the baselines: listen on a free loopback port and tell the bench which.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export function announce(server: Server) {
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => process.exit(0));
}
