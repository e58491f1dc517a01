import fs from 'node:fs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@contracts/errors';
import { runDueGenerations } from '@server/modules/automation';
import { createStripeBilling } from '@server/providers/billing/stripe';
import { createOpenAiText } from '@server/providers/text/openai-text';
import { createOpenAiVoice } from '@server/providers/voice/openai-voice';
import { createTestContext, uniqueEmail, type TestContext } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import { startHangingServers } from '../support/faults-hang';

// Providers that take the connection and never answer: requests come back within a bound (the
// configured timeout, short here, and the SDK's retries), the failure is logged and retried, and
// nothing is half-saved. (A push service that never answers: notifications/scheduler.test.ts.)
const timeoutMs = 300;
/** What a caller may wait at most: three tries of the timeout, the SDKs' backoff, and slack. */
const boundMs = 6_000;

let hang: Awaited<ReturnType<typeof startHangingServers>>;
const figures: { name: string; value: number; goal?: string }[] = [];

beforeAll(async () => {
  hang = await startHangingServers();
});
afterAll(async () => {
  reportFigures('faults', figures);
  await hang.close();
});

/** Times one request; the answer's status and body with it. */
async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const response = await run();
  const body = (await response.json()) as unknown;
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

const count = async (t: TestContext, sql: string) =>
  Number((await t.database.sql(`select count(*)::int as n from ${sql}`)).rows[0]!.n);

const openAi = () => ({
  kind: 'openai' as const,
  baseUrl: `${hang.httpUrl}/v1`,
  apiKey: 'k',
  timeoutMs,
  model: 'm',
});

describe('a text provider that never answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ text: createOpenAiText(openAi()) });
  });
  afterAll(() => t.close());

  it('a test run answers 502 within the bound, is logged failed, and saves nothing', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const contentBefore = await count(t, 'content');
    const answer = await timed(() =>
      t.request('/api/admin/automation/test-run', {
        cookie: admin.cookie,
        json: { contentType: 'daily_prayer' },
      }),
    );
    figures.push({
      name: 'provider hang: text test run (ms)',
      value: answer.ms,
      goal: `< ${boundMs}`,
    });
    expect(answer.status).toBe(502);
    expect(apiError.parse(answer.body).error.code).toBe('generation_failed');
    expect(answer.ms).toBeLessThan(boundMs);
    expect(await count(t, `automation_logs where status = 'failed'`)).toBe(1);
    expect(await count(t, 'content')).toBe(contentBefore);
  });

  it('a scheduled run is logged failed and tried again after the pause, still saving nothing', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const set = await t.request('/api/admin/automation/settings/daily_prayer', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isAutomated: true, generationTime: '06:00', isAudioEnabled: false },
    });
    expect(set.status).toBe(200);
    const context = {
      database: t.database,
      logger: pino({ level: 'silent' }),
      bus: t.bus,
      text: t.text,
      voice: t.voice,
      media: t.media,
    };
    const contentBefore = await count(t, 'content');
    const failedBefore = await count(t, `automation_logs where status = 'failed'`);
    const started = performance.now();
    await runDueGenerations(context, new Date('2032-03-01T06:00:00Z'));
    figures.push({
      name: 'provider hang: scheduled generation gives up after (ms)',
      value: Math.round(performance.now() - started),
    });
    expect(await count(t, `automation_logs where status = 'failed'`)).toBe(failedBefore + 1);
    // Not again at once; again once the pause (5 minutes after a first failure) is over.
    await runDueGenerations(context, new Date('2032-03-01T06:01:00Z'));
    expect(await count(t, `automation_logs where status = 'failed'`)).toBe(failedBefore + 1);
    await runDueGenerations(context, new Date('2032-03-01T06:06:00Z'));
    expect(await count(t, `automation_logs where status = 'failed'`)).toBe(failedBefore + 2);
    expect(await count(t, `automation_logs where status in ('pending', 'generating')`)).toBe(0);
    expect(await count(t, 'content')).toBe(contentBefore);
  });
});

describe('a voice provider that never answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Text is written offline; only the narration hangs.
    t = await createTestContext({ voice: createOpenAiVoice(openAi()) });
  });
  afterAll(() => t.close());

  it('a narrated test run answers 502 within the bound and leaves no content and no audio file', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const set = await t.request('/api/admin/automation/settings/daily_meditation', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isAudioEnabled: true },
    });
    expect(set.status).toBe(200);
    const contentBefore = await count(t, 'content');
    const answer = await timed(() =>
      t.request('/api/admin/automation/test-run', {
        cookie: admin.cookie,
        json: { contentType: 'daily_meditation' },
      }),
    );
    figures.push({
      name: 'provider hang: voice test run (ms)',
      value: answer.ms,
      goal: `< ${boundMs}`,
    });
    expect(answer.status).toBe(502);
    expect(apiError.parse(answer.body).error.code).toBe('generation_failed');
    expect(answer.ms).toBeLessThan(boundMs);
    expect(await count(t, `automation_logs where status = 'failed'`)).toBe(1);
    expect(await count(t, 'content')).toBe(contentBefore);
    expect(
      fs.readdirSync(t.mediaDir, { recursive: true }).filter((f) => String(f).endsWith('.mp3')),
    ).toEqual([]);
  });
});

describe('an SMTP server that never greets', () => {
  let t: TestContext;
  beforeAll(async () => {
    // nodemailer takes its timeouts from the URL's query.
    const limits = `connectionTimeout=${timeoutMs}&greetingTimeout=${timeoutMs}&socketTimeout=${timeoutMs}`;
    t = await createTestContext({ smtpUrl: `${hang.smtpUrl}?${limits}` });
  });
  afterAll(() => t.close());

  it('sign-up and password reset answer within the bound', async () => {
    const email = uniqueEmail('unheard');
    const signUp = await timed(() =>
      t.request('/api/auth/sign-up/email', {
        json: { email, password: 'a patient prayer', firstName: 'Anna', lastName: 'Asher' },
      }),
    );
    const reset = await timed(() =>
      t.request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/auth?mode=reset' },
      }),
    );
    figures.push({
      name: 'provider hang: sign-up with SMTP silent (ms)',
      value: signUp.ms,
      goal: `< ${boundMs}`,
    });
    figures.push({
      name: 'provider hang: reset with SMTP silent (ms)',
      value: reset.ms,
      goal: `< ${boundMs}`,
    });
    expect(hang.received().smtp).toBeGreaterThan(0);
    expect(signUp.ms).toBeLessThan(boundMs);
    expect(reset.ms).toBeLessThan(boundMs);
    expect({ signUp: signUp.status, reset: reset.status }).toEqual({ signUp: 200, reset: 200 });
  });
});

describe('Stripe that never answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      billing: createStripeBilling({
        kind: 'stripe',
        secretKey: 'sk_test_hang',
        webhookSecret: 'whsec_hang',
        priceMonthly: 'price_monthly',
        priceYearly: 'price_yearly',
        premiumProductId: 'prod_hang',
        apiUrl: hang.httpUrl,
        timeoutMs,
      }),
    });
  });
  afterAll(() => t.close());

  it('checkout answers 502 within the bound and records no subscription', async () => {
    const member = await t.createUser();
    const answer = await timed(() =>
      t.request('/api/subscription/checkout', { cookie: member.cookie, json: { plan: 'monthly' } }),
    );
    figures.push({
      name: 'provider hang: Stripe checkout (ms)',
      value: answer.ms,
      goal: `< ${boundMs}`,
    });
    expect(answer.status).toBe(502);
    expect(apiError.parse(answer.body).error.code).toBe('billing_failed');
    expect(answer.ms).toBeLessThan(boundMs);
    expect(await count(t, `user_subscriptions where user_id = '${member.id}'`)).toBe(0);
  });
});
