import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';

// A 500 is logged so an operator can find its cause, but a failed query carries the user's values
// (drizzle's params, PGlite's params, PostgreSQL's "Failing row contains (…)"): none of it may
// reach the log, or private journal text would.

const lines: string[] = [];
let t: TestContext;
let author: TestUser;

beforeAll(async () => {
  // A plain pino logger, not createLogger: the handler itself must hand over only a safe summary.
  t = await createTestContext({
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
  });
  author = await t.createUser({ premium: true });
});
afterAll(() => t.close());

describe('the error log', () => {
  it('names a failed query without its parameters or the row it would have written', async () => {
    // The database refuses this one entry (a prayer), so the insert fails with the user's text in
    // hand (sealed since decision 018, which the log must not carry either).
    await t.database.sql(
      `alter table journal_entries add constraint tripwire check (category <> 'prayer') not valid`,
    );
    try {
      const response = await t.request('/api/journal', {
        cookie: author.cookie,
        json: {
          title: 'Confession of Ruth',
          content: 'my private confession, the tripwire',
          category: 'prayer',
          tags: ['secret-tag'],
        },
      });
      expect(response.status).toBe(500);
      expect((await response.json()).error.code).toBe('internal');
    } finally {
      await t.database.sql('alter table journal_entries drop constraint tripwire');
    }

    const errors = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'unhandled error');
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors[0]);
    for (const privateText of [
      'private confession',
      'Confession of Ruth',
      'secret-tag',
      author.id,
    ]) {
      expect(logged).not.toContain(privateText);
    }
    // Enough is left to find the cause: the class, the SQLSTATE, the constraint and the statement.
    expect(errors[0]).toMatchObject({
      path: '/api/journal',
      method: 'POST',
      error: {
        type: 'DrizzleQueryError',
        sql: expect.stringContaining('insert into "journal_entries"'),
        cause: { code: '23514', constraint: 'tripwire', table: 'journal_entries' },
      },
    });
  });
});
