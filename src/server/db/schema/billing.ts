import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_subscriptions_status_check', oneOf(t.status, subscriptionStatuses)),
    check('user_subscriptions_plan_check', oneOf(t.plan, subscriptionPlans)),
    index('user_subscriptions_stripe_customer_id_idx').on(t.stripeCustomerId),
  ],
);
