import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, logsWritten } from './logger';
import { openTestDatabase, type TestDatabase } from './test/database';

// The server's logger summarises any error it is given, so a job or module that logs `{ err }`
// cannot put a failed query's values in the log either.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => expect.unreachable('the query should fail'),
    (err: unknown) => err,
  );

describe('createLogger', () => {
  it('logs a failed query as its class, SQLSTATE and SQL text, without the values', async () => {
    const err = await failure(() => database.db.execute(sql`select ${'private words'}::int`));
    const { logger, entries } = capture();
    logger.error({ err }, 'scheduled generation failed');
    logger.warn({ error: err }, 'retrying');
    logger.error(err as Error);

    const logged = JSON.stringify(entries());
    expect(logged).not.toContain('private words');
    expect(entries()[0]).toMatchObject({
      msg: 'scheduled generation failed',
      err: {
        type: 'DrizzleQueryError',
        message: 'Failed query',
        sql: 'select $1::int',
        cause: { code: '22P02', message: 'invalid input syntax for type integer: "…"' },
      },
    });
  });

  it('keeps what a row would have held (PostgreSQL detail) out of the log', async () => {
    await database.sql(
      'create table private_notes (body text check (body <> $$forbidden words$$))',
    );
    const err = await failure(() =>
      database.db.execute(sql`insert into private_notes values (${'forbidden words'})`),
    );
    const { logger, entries } = capture();
    logger.error({ err }, 'insert failed');
    expect(JSON.stringify(entries())).not.toContain('forbidden');
    expect(entries()[0]).toMatchObject({
      err: { cause: { code: '23514', table: 'private_notes' } },
    });
  });

  it('removes quoted input from other errors and logs a thrown non-error only by its kind', () => {
    let parseError: unknown;
    try {
      JSON.parse('private words');
    } catch (err) {
      parseError = err;
    }
    const { logger, entries } = capture();
    logger.error({ err: parseError }, 'parse failed');
    logger.error({ err: 'a thrown string with private words' }, 'odd throw');
    expect(JSON.stringify(entries())).not.toContain('private words');
    expect(entries()[0]).toMatchObject({ err: { type: 'SyntaxError' } });
    expect(entries()[1]).toMatchObject({ err: { type: 'string' } });
  });
});

describe('logsWritten', () => {
  it('resolves once a line logged through the background writer is in its file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-log-'));
    const file = path.join(dir, 'log');
    const destination = pino.destination({ dest: file, sync: false });
    await once(destination, 'ready');
    const logger = createLogger('info', destination);
    try {
      logger.info('stopped');
      await logsWritten(logger);
      expect(fs.readFileSync(file, 'utf8')).toContain('"msg":"stopped"');
    } finally {
      destination.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
