import net from 'node:net';

/** A port nobody listens on now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The environment of a real server process started by a test: nothing inherited but PATH and HOME,
 * so the process reads only what the test means it to. On the PostgreSQL lane it works on the
 * test context's fresh database (`databaseUrl`); otherwise on PGlite in `dataDir`.
 */
export function serverEnvironment(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  publicUrl?: boolean;
  extra?: Record<string, string>;
}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    PORT: String(options.port),
    ...(options.publicUrl === false ? {} : { PUBLIC_URL: `http://127.0.0.1:${options.port}` }),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    // An empty library and no narration work in the background (decision 055), unless asked.
    STARTER_LIBRARY: 'false',
    ...options.extra,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  return env;
}
