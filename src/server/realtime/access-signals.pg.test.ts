import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { openStream } from '../test/sse-client';
import { createPostgresBus } from './postgres-bus';

// Open streams follow access changed on another instance, through PostgreSQL LISTEN/NOTIFY: a
// .pg.test.ts file, run by the PostgreSQL lane alone (PGlite serves one instance). The same
// instance's signals and the periodic backstop are in access-signals.test.ts.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('signals across instances', () => {
  it('a session ended on another instance closes the stream on this one', async () => {
    const user = await t.createUser();
    const stream = await openStream(t, user.cookie);
    const other = await createPostgresBus(t.database.pool!, pino({ level: 'silent' }));
    try {
      expect((await stream.next()).event).toBe('ready');
      // Another instance signs the session out: its row goes and that instance's bus signals.
      await t.database.sql('delete from sessions where user_id = $1', [user.id]);
      await other.signalAccessChanged({ userId: user.id });
      await expect(stream.next()).rejects.toThrow('the stream ended');
    } finally {
      await other.close();
      await stream.close();
    }
  });
});
