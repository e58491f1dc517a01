import { asc, desc, eq } from 'drizzle-orm';
import {
  automationLogsShown,
  publishTimeTooEarly,
  type AutomationLog,
  type AutomationSetting,
  type AutomationSettingUpdate,
} from '@contracts/automation';
import type { AutomationContentType, VoicePreset } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { automationLogs, contentAutomationSettings } from '@server/db/schema/automation';
import { notFound, validationFailed } from '@server/http/app-error';
import { changedFields, recordAudit, type AuditActor } from '@server/modules/audit/service';

type SettingRow = typeof contentAutomationSettings.$inferSelect;

const toSetting = (row: SettingRow): AutomationSetting => ({
  ...row,
  generationTime: row.generationTime.slice(0, 5),
  publishTime: row.publishTime.slice(0, 5),
  voicePreference: row.voicePreference as VoicePreset,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSettings(db: Db) {
  const rows = await db
    .select()
    .from(contentAutomationSettings)
    .orderBy(asc(contentAutomationSettings.contentType));
  return rows.map(toSetting);
}

export async function getSetting(db: Db, contentType: AutomationContentType) {
  const [row] = await db
    .select()
    .from(contentAutomationSettings)
    .where(eq(contentAutomationSettings.contentType, contentType));
  if (!row) throw notFound('That automation setting');
  return toSetting(row);
}

export async function updateSetting(
  db: Db,
  contentType: AutomationContentType,
  update: AutomationSettingUpdate,
  actor: AuditActor = null,
) {
  if (Object.keys(update).length > 0) {
    await db.transaction(async (tx) => {
      const before = await getSetting(tx, contentType);
      // A held draft is made at the generation time and published at the publish time, the same
      // UTC day: staff need the time between to review it.
      const after = { ...before, ...update };
      if (after.reviewMode === 'hold' && after.publishTime <= after.generationTime)
        throw validationFailed({ publishTime: publishTimeTooEarly });
      await tx
        .update(contentAutomationSettings)
        .set(update)
        .where(eq(contentAutomationSettings.contentType, contentType));
      await recordAudit(tx, {
        actor,
        action: 'automation_setting.update',
        targetType: 'automation_setting',
        targetId: contentType,
        targetLabel: contentType,
        ...changedFields(before, update),
      });
    });
  }
  return getSetting(db, contentType);
}

export async function latestLogs(db: Db): Promise<AutomationLog[]> {
  const rows = await db
    .select()
    .from(automationLogs)
    .orderBy(desc(automationLogs.createdAt))
    .limit(automationLogsShown);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}
