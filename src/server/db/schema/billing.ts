import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { subscriptionPlans, subscriptionStatuses } from '@contracts/enums';
import { users } from './auth';
import { createdAt, oneOf, timestampTz, updatedAt } from './columns';

/**
 * A user's subscription (at most one). Premium = status active/trialing and current_period_end in
 * the future. Rows granted by staff have no Stripe ids.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestampTz('current_period_end'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeProductId: text('stripe_product_id'),
    plan: text('plan', { enum: subscriptionPlans }),
    /** When the last billing event applied to this row was created (older events change nothing). */
    lastEventAt: timestampTz('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_subscriptions_status_check', oneOf(t.status, subscriptionStatuses)),
    check('user_subscriptions_plan_check', oneOf(t.plan, subscriptionPlans)),
    index('user_subscriptions_stripe_customer_id_idx').on(t.stripeCustomerId),
  ],
);

/** Billing webhook events already applied, by the provider's event id: a replay changes nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * The distinct content items a free member opened per local day (the daily content limit): an item
 * is a content row opened by id or a day's psalm; opening the same item again counts once.
 */
export const contentOpens = pgTable(
  'content_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    itemKey: text('item_key').notNull(),
    openedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'content_opens_pkey', columns: [t.userId, t.day, t.itemKey] })],
);
