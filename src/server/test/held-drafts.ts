import { pino } from 'pino';
import { expect } from 'vitest';
import type { AutomationDraft } from '@contracts/automation';
import type { AutomationContentType } from '@contracts/enums';
import { addDays } from '@contracts/time';
import type { JobContext } from '@server/jobs/job';
import { runDueGenerations } from '@server/modules/automation';
import type { TestContext, TestUser } from './harness';

// Drafts held for review (decision 053), made the way production makes them: a type set to "Hold
// for review" and one tick of the schedule at a chosen instant.

const logger = pino({ level: 'silent' });

/** The jobs' context over a test context (its database, bus and providers). */
export const jobContextOf = (t: TestContext): JobContext => ({
  database: t.database,
  logger,
  bus: t.bus,
  text: t.text,
  voice: t.voice,
  media: t.media,
});

/** Sets a type to generate at 06:00 UTC and hold its run for review until `publishTime`. */
export async function holdForReview(
  t: TestContext,
  staff: TestUser,
  contentType: AutomationContentType,
  settings: Record<string, unknown> = {},
) {
  const saved = await t.request(`/api/admin/automation/settings/${contentType}`, {
    method: 'PATCH',
    cookie: staff.cookie,
    json: {
      isAutomated: true,
      generationTime: '06:00',
      isAudioEnabled: false,
      reviewMode: 'hold',
      publishTime: '12:00',
      unreviewedOutcome: 'skip',
      ...settings,
    },
  });
  expect(saved.status).toBe(200);
}

/** Runs the schedule at `now` and answers the draft it held for `contentType` that day (not a test run's). */
export async function tickAndFindDraft(
  t: TestContext,
  contentType: AutomationContentType,
  now: Date,
  language = 'en',
) {
  await runDueGenerations(jobContextOf(t), now);
  const { rows } = await t.database.sql(
    `select id, content_id from automation_drafts
     where content_type = $1 and for_date = $2 and language = $3 and status = 'held'
     and not test_run`,
    [contentType, now.toISOString().slice(0, 10), language],
  );
  expect(rows).toHaveLength(1);
  return rows[0] as { id: string; content_id: string };
}

let nextDay = 0;

/** A held draft of a day no other test uses (far in the future: it publishes at 12:00 that day). */
export async function newHeldDraft(
  t: TestContext,
  staff: TestUser,
  contentType: AutomationContentType = 'daily_meditation',
) {
  await holdForReview(t, staff, contentType);
  const day = addDays('2045-01-01', nextDay++);
  return tickAndFindDraft(t, contentType, new Date(`${day}T06:00:00Z`));
}

/** The review queue as a staff member reads it (GET /api/admin/automation/drafts). */
export async function reviewQueue(t: TestContext, staff: TestUser) {
  const response = await t.request('/api/admin/automation/drafts', { cookie: staff.cookie });
  expect(response.status).toBe(200);
  return (await response.json()).items as AutomationDraft[];
}

/** A staff decision on a draft: approve (with edits in `json`), reject or regenerate. */
export const decideDraft = (
  t: TestContext,
  staff: TestUser,
  id: string,
  action: 'approve' | 'reject' | 'regenerate',
  json: unknown = {},
) =>
  t.request(`/api/admin/automation/drafts/${id}/${action}`, {
    method: 'POST',
    cookie: staff.cookie,
    json: action === 'approve' ? json : undefined,
  });
