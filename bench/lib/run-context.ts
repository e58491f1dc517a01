// One bench's set-up and tear-down: a fresh database, the servers and baselines it starts, and the
// clean-up in reverse order even when a step fails.
import { createBenchDatabase, type BenchDatabase } from './postgres';

export async function withBenchDatabase<T>(
  run: (database: BenchDatabase, onCleanup: (step: () => Promise<void>) => void) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase();
  const cleanups: (() => Promise<void>)[] = [];
  try {
    return await run(database, (step) => cleanups.unshift(step));
  } finally {
    for (const step of cleanups) await step().catch((error: unknown) => console.error(error));
    await database.drop();
  }
}
