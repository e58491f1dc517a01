// Lists at scale (docs/bench.md): the first page of the content library, a member's journal and the
// community feed with 1,000, then 100,000, then 1,000,000 rows in the table, through the real
// server on PostgreSQL. The figure is the latency of one request at a time (p50 over a few seconds,
// median of alternating rounds): what the query costs, not how the server copes with load. A list
// that scales has a ratio largest/smallest near 1 (goal ≤ 1.2); see docs/bench.md.
import { compare, latency, type Target } from './lib/load';
import { authHeaders, createMembers, createPerson } from './lib/members';
import { withBenchDatabase } from './lib/run-context';
import { addContent, addJournalEntries, addPosts } from './lib/seed';
import { startServer } from './lib/server';
import { fixed, printTable } from './lib/table';

const sizes = (process.env.BENCH_SCALE_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);

export async function scaleBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const server = await startServer({ databaseUrl: database.url, name: 'scale' });
    onCleanup(server.stop);
    const pool = database.pool;
    const member = await createPerson(server, pool, 'member@bench.example');
    const authors = [
      member.id,
      ...(await createMembers(server, pool, 9, 'author')).map((a) => a.id),
    ];
    const headers = authHeaders(server, member);
    const lists: Target[] = [
      { name: 'content library', url: `${server.url}/api/content?limit=20`, headers },
      { name: "a member's journal", url: `${server.url}/api/journal?limit=20`, headers },
      { name: 'community feed', url: `${server.url}/api/community/posts?limit=20`, headers },
    ];
    const p50 = new Map<string, number[]>(lists.map((list) => [list.name, []]));
    let rows = 0;
    for (const size of sizes) {
      const started = performance.now();
      await addContent(pool, size - rows);
      // Every journal row is the member's own: their first page must not depend on how much
      // they have written.
      await addJournalEntries(pool, member.id, size - rows);
      await addPosts(pool, size - rows, authors);
      rows = size;
      console.log(
        `  ${fixed(size)} rows in each table (seeded in ${fixed((performance.now() - started) / 1000, 1)} s)`,
      );
      const medians = await compare(lists, rounds, { measure: latency, seconds });
      for (const list of lists) p50.get(list.name)!.push(medians.get(list.name)!.p50);
    }
    console.log('');
    printTable(
      [
        'first page (one request at a time)',
        ...sizes.map((size) => `p50 ms @ ${fixed(size)}`),
        'largest / smallest',
        'goal ≤ 1.2',
      ],
      lists.map((list) => {
        const values = p50.get(list.name)!;
        const ratio = values.at(-1)! / values[0]!;
        return [
          list.name,
          ...values.map((value) => fixed(value, 2)),
          `${ratio.toFixed(2)}x`,
          ratio <= 1.2 ? 'met' : 'NOT MET',
        ];
      }),
    );
  });
}
