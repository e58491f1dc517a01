import { grantPremiumInput, grantPremiumResult } from '@contracts/subscriptions';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json } from '@server/http/route';
import { grantPremium } from './service';

const grant = defineRoute('subscriptions', {
  method: 'post',
  path: '/admin/subscriptions/grant',
  summary: 'Grant premium to a signed-up user for a number of days (30 by default)',
  request: {
    body: { content: { 'application/json': { schema: grantPremiumInput } }, required: true },
  },
  responses: { 200: json(grantPremiumResult, 'Granted') },
});

export function createSubscriptionRoutes(db: Db) {
  return createRouter().openapi(grant, async (c) => {
    const { email, durationDays } = c.req.valid('json');
    return c.json(await grantPremium(db, email, durationDays), 200);
  });
}
