import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { sharedStreamSlots } from './shared-stream-slots';

// The stream caps across instances (decisions 058, 077) hold when openings race: many at once, on
// two instances sharing one PostgreSQL, give exactly the cap and no more.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const caps = { perSession: 3, perUser: 5, perAddress: 7 };

describe('shared stream slots', () => {
  it('openings racing on two instances take exactly the cap, and a release frees a slot', async () => {
    const instances = [sharedStreamSlots(database.db), sharedStreamSlots(database.db)];
    const viewer = { id: 'racing-member', sessionId: 'racing-session' };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => instances[i % 2]!.take(viewer, '203.0.113.9', caps)),
    );
    const granted = outcomes.filter((outcome) => 'release' in outcome);
    expect(granted).toHaveLength(caps.perSession);

    const [first] = granted;
    if (!first || !('release' in first)) throw new Error('no slot was granted');
    // A slot given back on one instance is free there at once (the next opening waits for it).
    first.release();
    expect('release' in (await instances[0]!.take(viewer, '203.0.113.9', caps))).toBe(true);
    expect('refused' in (await instances[1]!.take(viewer, '203.0.113.9', caps))).toBe(true);
  });

  it('counts the person across sessions and the address across people', async () => {
    const slots = sharedStreamSlots(database.db);
    const take = (id: string, sessionId: string, address: string) =>
      slots.take({ id, sessionId }, address, caps);
    const person = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        take('many-sessions', `session-${i % 4}`, `198.51.100.${i}`),
      ),
    );
    expect(person.filter((outcome) => 'release' in outcome)).toHaveLength(caps.perUser);
    const address = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take(`neighbour-${i}`, `own-${i}`, '192.0.2.1')),
    );
    expect(address.filter((outcome) => 'release' in outcome)).toHaveLength(caps.perAddress);
  });
});
