import { eq } from 'drizzle-orm';
import type { LanguageSupport, ServiceStatus } from '@contracts/system-status';
import type { Database } from '@server/db/connection';
import { systemSettings } from '@server/db/schema/system';
import { heartbeatKey } from '@server/jobs/heartbeat';
import type { EmailProvider } from '@server/providers/email';

export type StatusCheck = () => Promise<ServiceStatus>;

export const databaseCheck =
  (database: Database): StatusCheck =>
  async () => {
    const mode = database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL';
    try {
      await database.sql('select 1');
      return { name: 'Database', mode, state: 'ok', detail: 'Answering queries' };
    } catch {
      return { name: 'Database', mode, state: 'down', detail: 'Not answering' };
    }
  };

export const emailCheck =
  (email: EmailProvider): StatusCheck =>
  async () => {
    if (email.kind === 'outbox') {
      return {
        name: 'Email',
        mode: 'Outbox (offline default)',
        state: 'ok',
        detail: 'Emails are kept in the outbox and their links logged',
      };
    }
    return (await email.check())
      ? { name: 'Email', mode: 'SMTP', state: 'ok', detail: 'The SMTP server accepts connections' }
      : { name: 'Email', mode: 'SMTP', state: 'down', detail: 'The SMTP server does not answer' };
  };

/** Scheduled jobs are alive when the minute heartbeat ran in the last five minutes. */
export const jobsCheck =
  (database: Database): StatusCheck =>
  async () => {
    const [row] = await database.db
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, heartbeatKey))
      .limit(1);
    const at = (row?.value as { at?: string } | undefined)?.at;
    const ageMs = at ? Date.now() - Date.parse(at) : Infinity;
    if (ageMs < 5 * 60_000)
      return {
        name: 'Scheduled jobs',
        mode: 'pg-boss',
        state: 'ok',
        detail: `Last heartbeat ${Math.round(ageMs / 1000)} s ago`,
      };
    return {
      name: 'Scheduled jobs',
      mode: 'pg-boss',
      state: at ? 'degraded' : 'down',
      detail: at
        ? `No heartbeat since ${at}`
        : 'No heartbeat yet (jobs may be disabled on this instance)',
    };
  };

/**
 * A text or voice provider: which one runs, whether it answers, and how it serves each language
 * (en, pt, es: in that language, or with English standing in; docs/decisions/031).
 */
export const providerCheck =
  (
    name: string,
    provider: {
      kind: 'openai' | 'offline';
      label: string;
      languages?: LanguageSupport[];
      check: () => Promise<{ ok: boolean; detail: string }>;
    },
  ): StatusCheck =>
  async () => {
    const result = await provider
      .check()
      .catch((error: Error) => ({ ok: false, detail: error.message }));
    const mode =
      provider.kind === 'offline' ? `${provider.label} (offline default)` : provider.label;
    return {
      name,
      mode,
      state: result.ok ? 'ok' : 'down',
      detail: result.detail,
      ...(provider.languages ? { languages: provider.languages } : {}),
    };
  };

export async function runChecks(checks: StatusCheck[]) {
  const services = await Promise.all(checks.map((check) => check()));
  return { services, checkedAt: new Date().toISOString() };
}
