// Every request of the load run goes through here: timed per route (the path with ids as {id}),
// and any answer that is not 2xx, or no answer at all, recorded as an error with what it said.

export type Recorder = {
  /** Latencies in milliseconds per route. */
  latencies: Map<string, number[]>;
  errors: string[];
  requests: number;
};

export const createRecorder = (): Recorder => ({ latencies: new Map(), errors: [], requests: 0 });

const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** `GET /api/content/{id}`: the route a request belongs to, without its ids or query. */
export const routeOf = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.replace(idPattern, '{id}')}`;

export type Client = <T = unknown>(
  method: string,
  path: string,
  options?: { cookie?: string; json?: unknown; expect?: number[] },
) => Promise<{ status: number; body: T } | undefined>;

/**
 * A client of `baseUrl` recording into `recorder`. Answers not 2xx (nor listed in `expect`) and
 * network failures are errors; the caller gets undefined for them and carries on, as a person would.
 */
export function createClient(baseUrl: string, recorder: Recorder): Client {
  return async <T>(
    method: string,
    path: string,
    options: { cookie?: string; json?: unknown; expect?: number[] } = {},
  ) => {
    const route = routeOf(method, path);
    const headers: Record<string, string> = { origin: baseUrl };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    recorder.requests++;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        redirect: 'manual',
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      const times = recorder.latencies.get(route) ?? [];
      times.push(elapsed);
      recorder.latencies.set(route, times);
      const fine =
        (response.status >= 200 && response.status < 400) ||
        (options.expect ?? []).includes(response.status);
      if (!fine) {
        recorder.errors.push(`${route}: ${response.status} ${text.slice(0, 200)}`);
        return undefined;
      }
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T };
    } catch (error) {
      recorder.errors.push(
        `${route}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`,
      );
      return undefined;
    }
  };
}
