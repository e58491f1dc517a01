// Load with autocannon (50 connections by default) and side-by-side comparison: the targets of one
// group take turns, round after round, so a slow minute on this shared machine hits them all alike;
// the figures are the medians of the rounds.
import http from 'node:http';
import autocannon from 'autocannon';

export const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

export type Target = { name: string; url: string; headers?: Record<string, string> };
export type Figures = { rps: number; p50: number; p99: number };

export async function measure(
  target: Target,
  seconds = settings.seconds,
  connections = settings.connections,
): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.name} (${target.url}): ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * One request at a time for `seconds` over a kept-alive connection, each timed in microseconds:
 * the latency of the work itself (autocannon's histogram counts whole milliseconds).
 */
export async function latency(target: Target, seconds: number): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(target.url, { agent, headers: target.headers }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
    if (status !== 200) throw new Error(`${target.name} (${target.url}): ${status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  const total = times.reduce((sum, time) => sum + time, 0);
  times.sort((a, b) => a - b);
  return {
    rps: (times.length / total) * 1000,
    p50: times[Math.floor(times.length * 0.5)]!,
    p99: times[Math.floor(times.length * 0.99)]!,
  };
}

type Measure = (target: Target, seconds: number) => Promise<Figures>;

/** Every target of a group once briefly (warm-up), then `rounds` alternating rounds; medians. */
export async function compare(
  targets: Target[],
  rounds = settings.rounds,
  how: { measure?: Measure; seconds?: number } = {},
) {
  const run = how.measure ?? ((target: Target, seconds: number) => measure(target, seconds));
  const seconds = how.seconds ?? settings.seconds;
  for (const target of targets) await run(target, 2);
  const runs = new Map(targets.map((target) => [target.name, [] as Figures[]]));
  for (let round = 0; round < rounds; round++) {
    // Alternate the order too, so no target always runs right after the same neighbour.
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const target of order) runs.get(target.name)!.push(await run(target, seconds));
  }
  return new Map(
    targets.map((target) => {
      const figures = runs.get(target.name)!;
      return [
        target.name,
        {
          rps: median(figures.map((f) => f.rps)),
          p50: median(figures.map((f) => f.p50)),
          p99: median(figures.map((f) => f.p99)),
          rpsRange: [
            Math.min(...figures.map((f) => f.rps)),
            Math.max(...figures.map((f) => f.rps)),
          ],
        },
      ] as const;
    }),
  );
}

export type Medians = Awaited<ReturnType<typeof compare>> extends Map<string, infer V> ? V : never;
export { median };
