import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { widgetUsage } from '@server/db/schema/widgets';
import type { Logger } from '@server/logger';

/** How long counted widget requests wait in memory before they are written together. */
export const usageFlushMs = 1_000;

/**
 * The bounds of the counter: the device is chosen by the client,
 * so distinct (day, device) keys are capped, a statement's bind parameters stay far below
 * PostgreSQL's 65,535, and a row that cannot be written is tried a few times, then dropped.
 */
export const widgetCounterLimits = {
  /** Distinct keys waiting in memory; requests of further new keys are dropped until a flush. */
  maxPendingKeys: 10_000,
  /** Bind parameters per insert statement (rows per statement = this / columns per row). */
  maxParametersPerStatement: 10_000,
  /** Writes a row is tried in before it is dropped. */
  maxWriteAttempts: 3,
} as const;

/** Rows per insert: every column of the table may be a bind parameter of each row. */
export const usageRowsPerStatement = Math.floor(
  widgetCounterLimits.maxParametersPerStatement / Object.keys(getTableColumns(widgetUsage)).length,
);

type Row = { day: string; deviceHash: string; n: number; attempts: number };

type Counter = {
  counts: Map<string, Row>;
  /** The flush a second after the first count (dropped when one comes sooner). */
  timer?: ReturnType<typeof setTimeout>;
  /** The write under way (at most one: it holds at most maxPendingKeys rows). */
  writing?: Promise<void>;
  writingKeys: number;
  /** Requests not counted since the last flush: new keys past the cap. */
  droppedRequests: number;
  logger?: Logger;
};

// Every home-screen widget polls /api/latest-content: one upsert per request would make a database
// write the cost of the whole answer. Requests are counted in memory per (day, device) and written
// a second later (decision 023); the usage report writes what is pending first. Held in memory:
// at most maxPendingKeys rows waiting and as many being written.
const counters = new WeakMap<Db, Counter>();

function counterOf(db: Db) {
  let counter = counters.get(db);
  if (!counter) {
    counter = { counts: new Map(), writingKeys: 0, droppedRequests: 0 };
    counters.set(db, counter);
  }
  return counter;
}

/** Where the counter tells of what it dropped (the app's logger; silent until given one). */
export function setWidgetCounterLogger(db: Db, logger: Logger) {
  counterOf(db).logger = logger;
}

/** What the counter holds now (tests, diagnostics). */
export function widgetCounterState(db: Db) {
  const counter = counterOf(db);
  return {
    pendingKeys: counter.counts.size,
    writingKeys: counter.writingKeys,
    droppedRequests: counter.droppedRequests,
  };
}

const keyOf = (row: { day: string; deviceHash: string }) => `${row.day} ${row.deviceHash}`;

/** Adds a row's count to its key's; false when it is a new key and the counter is full. */
function merge(counter: Counter, row: Row) {
  const current = counter.counts.get(keyOf(row));
  if (current) {
    current.n += row.n;
    current.attempts = Math.max(current.attempts, row.attempts);
    return true;
  }
  if (counter.counts.size >= widgetCounterLimits.maxPendingKeys) return false;
  counter.counts.set(keyOf(row), row);
  return true;
}

function schedule(db: Db, counter: Counter) {
  if (counter.timer) return;
  counter.timer = setTimeout(() => {
    counter.timer = undefined;
    void flushWidgetRequests(db).catch(() => undefined);
  }, usageFlushMs);
  counter.timer.unref();
}

/** Counts one widget request of a device on today's UTC date; written within a second. */
export function countWidgetRequest(db: Db, device: string, now = new Date()) {
  const counter = counterOf(db);
  const row = { day: now.toISOString().slice(0, 10), deviceHash: device, n: 1, attempts: 0 };
  if (!merge(counter, row)) {
    // Full: what waits is written now, unless a write is under way (then the request is dropped).
    if (counter.writing) counter.droppedRequests += 1;
    else {
      void startWrite(db, counter).catch(() => undefined);
      merge(counter, row);
    }
  }
  schedule(db, counter);
}

/**
 * Writes the counted requests now (before the usage report reads them; at shutdown). Rejects when
 * a statement failed: its rows (and those after it) wait for the next flush, up to
 * maxWriteAttempts writes each; what is dropped is logged once per flush.
 */
export async function flushWidgetRequests(db: Db): Promise<void> {
  const counter = counterOf(db);
  while (counter.writing) await counter.writing.catch(() => undefined);
  clearTimeout(counter.timer);
  counter.timer = undefined;
  if (counter.droppedRequests > 0) {
    counter.logger?.warn(
      {
        droppedRequests: counter.droppedRequests,
        maxPendingKeys: widgetCounterLimits.maxPendingKeys,
      },
      'widget usage: requests of new devices not counted (counter full)',
    );
    counter.droppedRequests = 0;
  }
  await startWrite(db, counter);
}

/** Takes what waits (at once, before any await) and writes it; the only write under way. */
function startWrite(db: Db, counter: Counter): Promise<void> {
  if (counter.counts.size === 0) return Promise.resolve();
  const rows = [...counter.counts.values()];
  counter.counts = new Map();
  counter.writingKeys = rows.length;
  const write = writeRows(db, counter, rows).finally(() => {
    counter.writing = undefined;
    counter.writingKeys = 0;
  });
  counter.writing = write;
  return write;
}

async function writeRows(db: Db, counter: Counter, rows: Row[]) {
  for (let start = 0; start < rows.length; start += usageRowsPerStatement) {
    const chunk = rows.slice(start, start + usageRowsPerStatement);
    try {
      await db
        .insert(widgetUsage)
        .values(chunk.map(({ day, deviceHash, n }) => ({ day, deviceHash, requests: n })))
        .onConflictDoUpdate({
          target: [widgetUsage.day, widgetUsage.deviceHash],
          set: { requests: sql`${widgetUsage.requests} + excluded.requests` },
        });
    } catch (error) {
      requeue(db, counter, rows.slice(start), error);
      throw error;
    }
  }
}

/** Rows a failed write did not store: counted again with the next one, or dropped when tried enough. */
function requeue(db: Db, counter: Counter, rows: Row[], error: unknown) {
  let droppedRows = 0;
  let droppedRequests = 0;
  for (const row of rows) {
    const again = { ...row, attempts: row.attempts + 1 };
    if (again.attempts >= widgetCounterLimits.maxWriteAttempts || !merge(counter, again)) {
      droppedRows += 1;
      droppedRequests += row.n;
    }
  }
  counter.logger?.warn(
    { error, rows: rows.length, droppedRows, droppedRequests },
    droppedRows > 0
      ? 'widget usage: counts not written and dropped'
      : 'widget usage: counts not written, tried again',
  );
  if (counter.counts.size > 0) schedule(db, counter);
}
