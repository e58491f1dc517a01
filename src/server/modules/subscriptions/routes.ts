import { z } from '@hono/zod-openapi';
import {
  cancelResult,
  checkoutInput,
  grantPremiumInput,
  grantPremiumResult,
  redirectUrl,
  sandboxPortalInput,
  subscriptionRecord,
  subscriptionRecordsQuery,
  subscriptionState,
  webhookAnswer,
} from '@contracts/subscriptions';
import { page } from '@contracts/pagination';
import type { Db } from '@server/db/connection';
import { appError } from '@server/http/app-error';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import type { Logger } from '@server/logger';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
} from '@server/providers/billing';
import type { EventBus } from '@server/realtime/bus';
import {
  announcePremiumChange,
  applyBillingEvent,
  cancelSubscription,
  checkSubscription,
  completeSandboxCheckout,
  grantPremium,
  listSubscriptionRecords,
  openPortal,
  sandboxPortalAction,
  startCheckout,
} from './service';

const grant = defineRoute('subscriptions', {
  method: 'post',
  path: '/admin/subscriptions/grant',
  summary: 'Grant premium to a signed-up user for a number of days (30 by default)',
  request: {
    ...jsonBody(grantPremiumInput),
  },
  responses: { 200: json(grantPremiumResult, 'Granted') },
});

const records = defineRoute('subscriptions', {
  method: 'get',
  path: '/admin/subscriptions',
  summary: 'Signed-up users with their subscription, newest first, searchable by email or name',
  request: { query: subscriptionRecordsQuery },
  responses: { 200: json(page(subscriptionRecord), 'A page of user records') },
});

const cancel = defineRoute('subscriptions', {
  method: 'post',
  path: '/admin/subscriptions/{userId}/cancel',
  summary: "Cancel a user's subscription at once (at Stripe too)",
  request: { params: z.object({ userId: z.uuid('Not a valid user id') }) },
  responses: { 200: json(cancelResult, 'Cancelled') },
});

const check = defineRoute('user', {
  method: 'get',
  path: '/subscription',
  summary: "The signed-in member's subscription state (check-subscription)",
  responses: { 200: json(subscriptionState, 'Subscription state') },
});

const checkout = defineRoute('user', {
  method: 'post',
  path: '/subscription/checkout',
  summary: 'A checkout page for the monthly or yearly plan (create-checkout)',
  request: {
    ...jsonBody(checkoutInput),
  },
  responses: { 200: json(redirectUrl, 'The checkout page to open') },
});

const portal = defineRoute('user', {
  method: 'post',
  path: '/subscription/portal',
  summary: 'A customer portal page to manage the subscription (customer-portal)',
  responses: { 200: json(redirectUrl, 'The portal page to open') },
});

const sandboxComplete = defineRoute('user', {
  method: 'post',
  path: '/subscription/sandbox/checkout',
  summary: 'Test mode only: complete the in-app test checkout (no money moves)',
  request: {
    ...jsonBody(checkoutInput),
  },
  responses: { 200: json(subscriptionState, 'The new subscription state') },
});

const sandboxPortal = defineRoute('user', {
  method: 'post',
  path: '/subscription/sandbox/portal',
  summary: 'Test mode only: cancel or switch plan in the in-app test portal',
  request: {
    ...jsonBody(sandboxPortalInput),
  },
  responses: { 200: json(subscriptionState, 'The new subscription state') },
});

const webhook = defineRoute('public', {
  method: 'post',
  path: '/billing/webhook',
  summary: "Stripe's webhook: signed subscription events, applied once and never backwards",
  responses: { 200: json(webhookAnswer, 'Received') },
});

export type SubscriptionDeps = {
  db: Db;
  billing: BillingProvider;
  logger?: Logger;
  publicUrl: string;
  /** Premium changes are signalled on it (the viewer cache, open event streams). */
  bus?: EventBus;
};

export function createSubscriptionRoutes(deps: SubscriptionDeps) {
  const { db, billing } = deps;
  const premium = billing.premiumProductId;
  return createRouter()
    .openapi(grant, async (c) => {
      const { email, durationDays } = c.req.valid('json');
      const viewer = c.get('viewer');
      const actor = { id: viewer.id, email: viewer.email };
      const granted = await grantPremium(db, premium, email, durationDays, actor);
      await announcePremiumChange(deps, granted.userId);
      return c.json(granted, 200);
    })
    .openapi(records, async (c) =>
      c.json(await listSubscriptionRecords(db, premium, c.req.valid('query')), 200),
    )
    .openapi(cancel, async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = c.get('viewer');
      const answer = await cancelSubscription(deps, userId, { id: viewer.id, email: viewer.email });
      await announcePremiumChange(deps, userId);
      return c.json(answer, 200);
    })
    .openapi(check, async (c) => c.json(await checkSubscription(db, c.var.viewer.id, premium), 200))
    .openapi(checkout, async (c) =>
      c.json(await startCheckout(deps, c.var.viewer, c.req.valid('json').plan), 200),
    )
    .openapi(portal, async (c) => c.json(await openPortal(deps, c.var.viewer.id), 200))
    .openapi(sandboxComplete, async (c) => {
      const { id } = c.var.viewer;
      const state = await completeSandboxCheckout(db, billing, id, c.req.valid('json').plan);
      await announcePremiumChange(deps, id);
      return c.json(state, 200);
    })
    .openapi(sandboxPortal, async (c) => {
      const { action, plan } = c.req.valid('json');
      const { id } = c.var.viewer;
      const state = await sandboxPortalAction(db, billing, id, action, plan);
      await announcePremiumChange(deps, id);
      return c.json(state, 200);
    })
    .openapi(webhook, async (c) => {
      const raw = await c.req.text();
      let event: BillingEvent;
      try {
        event = await billing.parseWebhook(raw, c.req.header('stripe-signature'));
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          deps.logger?.warn({ reason: err.message }, 'billing: a webhook was refused');
          throw appError('bad_request', 'The webhook signature is missing or does not match.');
        }
        throw err;
      }
      return c.json(await applyBillingEvent(deps, event), 200);
    });
}
