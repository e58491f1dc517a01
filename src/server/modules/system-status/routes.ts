import { systemStatus, type StarterNarration } from '@contracts/system-status';
import { createRouter, defineRoute, json } from '@server/http/route';
import { runChecks, type StatusCheck } from './service';

const status = defineRoute('seeder', {
  method: 'get',
  path: '/admin/system-status',
  summary: 'The real state of each provider and service',
  responses: { 200: json(systemStatus, 'Service states') },
});

/** `starterNarration`: how far the starter library's narration is, null when none runs. */
export function createSystemStatusRoutes(
  checks: StatusCheck[],
  starterNarration: () => Promise<StarterNarration | null>,
) {
  return createRouter().openapi(status, async (c) => {
    const [checked, narration] = await Promise.all([runChecks(checks), starterNarration()]);
    return c.json({ ...checked, starterNarration: narration }, 200);
  });
}
