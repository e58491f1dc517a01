// npm run bench [-- <name>]: every benchmark, or the one named. Each prints its own table.
//   api       the real server against baselines, alternating rounds (docs/bench.md)
//   scale     first pages at 1,000 / 100,000 / 1,000,000 rows
//   realtime  SSE fan-out to 2,000 clients on one and on two instances
//   stats     the Stats tab's queries and User Records at scale (in-process, PGlite)
//   startup   the compiled server's first start and restart (PGlite)
//   lighthouse Lighthouse mobile on seven pages, JavaScript bytes on the wire
//   pages-cost server CPU of each drawn member page beside an API read
//   background a page's p99 while the starter library is narrated, against idle
//   spike     the morning spike: 2,000 members in 20 s and in 10 s, 4,000 on two instances
// BENCH_ROUNDS, BENCH_SECONDS and BENCH_CONNECTIONS change the api bench's load (5, 5, 50).

export type Bench = () => Promise<void>;
const benches: Record<string, () => Promise<Bench>> = {
  api: async () => (await import('./api')).apiBench,
  scale: async () => (await import('./scale')).scaleBench,
  realtime: async () => (await import('./realtime')).realtimeBench,
  stats: async () => (await import('./stats')).statsBench,
  startup: async () => (await import('./startup')).startupBench,
  lighthouse: async () => (await import('./lighthouse')).lighthouseBench,
  'pages-cost': async () => (await import('./pages-cost')).pagesCostBench,
  background: async () => (await import('./background')).backgroundBench,
  spike: async () => (await import('./spike')).spikeBench,
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, load] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n# ${name}`);
  await (
    await load()
  )();
}
// Pools and child processes are closed by each bench; exit even if a library keeps a timer.
process.exit(0);
