import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions } from '../db/schema/billing';
import { profiles } from '../db/schema/profiles';
import { defaultPremiumProductId } from '../providers/billing/types';
import { createTestContext, type TestContext } from '../test/harness';
import { loadAccessUntil } from './access';

// Every session lookup reads a person's access in one round trip: role, permissions, zone, language
// and the premium period, which counts only while it runs, for the premium product.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const subscribe = (userId: string, ends: Date, status: 'active' | 'canceled' = 'active') =>
  t.db
    .insert(userSubscriptions)
    .values({ userId, status, currentPeriodEnd: ends, stripeProductId: defaultPremiumProductId });

describe("a person's access", () => {
  it('is premium until the running period ends, and says when', async () => {
    const member = await t.createUser();
    const ends = new Date(Date.now() + 5 * 86_400_000);
    await subscribe(member.id, ends);
    const { access, until } = await loadAccessUntil(t.db, member.id);
    expect(access.isPremium).toBe(true);
    expect(until?.getTime()).toBe(ends.getTime());
    expect(access.role).toBeNull();
    expect(access.permissions).toEqual([]);
  });

  it('is free once the period has ended, when cancelled, or for another product', async () => {
    const ended = await t.createUser();
    await subscribe(ended.id, new Date(Date.now() - 1000));
    const cancelled = await t.createUser();
    await subscribe(cancelled.id, new Date(Date.now() + 86_400_000), 'canceled');
    const other = await t.createUser();
    await subscribe(other.id, new Date(Date.now() + 86_400_000));
    await t.db
      .update(userSubscriptions)
      .set({ stripeProductId: 'prod_something_else' })
      .where(eq(userSubscriptions.userId, other.id));
    for (const person of [ended, cancelled, other]) {
      const { access, until } = await loadAccessUntil(t.db, person.id);
      expect(access.isPremium).toBe(false);
      expect(until).toBeNull();
    }
  });

  it("carries a staff member's role with every permission of it, with the profile's zone and language", async () => {
    const staff = await t.createUser({ role: 'admin' });
    await t.db
      .update(profiles)
      .set({ timezone: 'Europe/Lisbon', language: 'pt' })
      .where(eq(profiles.userId, staff.id));
    const { access } = await loadAccessUntil(t.db, staff.id);
    expect(access.role).toBe('admin');
    expect(access.permissions.length).toBeGreaterThan(1);
    expect(new Set(access.permissions).size).toBe(access.permissions.length);
    expect(access).toMatchObject({ timezone: 'Europe/Lisbon', language: 'pt', isPremium: false });
  });
});
