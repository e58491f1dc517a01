import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { requestTimeouts } from './connection-limits';

/**
 * The app's HTTP server, not yet listening: Node's request timeouts, and `before` given the first
 * look at each request (the kept widget answers) ahead of the framework. main.ts and the tests of
 * what the listener answers start the same server.
 */
export function createAppServer(
  fetch: (request: Request) => Response | Promise<Response>,
  before: (listener: RequestListener) => RequestListener = (listener) => listener,
) {
  return createAdaptorServer({
    fetch,
    serverOptions: requestTimeouts,
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, before(listener))) as typeof createServer,
  });
}
