import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const script = path.resolve(import.meta.dirname, 'test-app-host.ts');

/**
 * An address the web's component tests ask for the test app host (test-app-host.ts). The host is
 * started by the first file that needs it, so a run of server tests alone never starts it, and
 * stopped when the run ends.
 */
export async function launchTestAppHostOnDemand(pgliteTemplate: string) {
  let child: ChildProcess | undefined;
  let started: Promise<string> | undefined;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, TEST_DB_KIND: 'pglite', TEST_PGLITE_TEMPLATE: pgliteTemplate },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    // The first line it prints is its address; an exit before that is a failed start.
    const [line] = (await Promise.race([
      once(readline.createInterface({ input: child.stdout! }), 'line'),
      exited.then(() => Promise.reject(new Error('The test app host stopped before it was ready'))),
    ])) as [string];
    return line;
  }

  const server = http.createServer((_request, response) => {
    started ??= start();
    started.then(
      (address) => response.end(address),
      (error: Error) => {
        response.statusCode = 500;
        response.end(error.message);
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      if (child && child.exitCode === null) {
        const exited = once(child, 'exit');
        child.stdin!.end();
        await exited;
      }
    },
  };
}
