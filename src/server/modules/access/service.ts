import { asc, eq } from 'drizzle-orm';
import { accessSettingValue, type AccessSetting, type AccessSettingKey } from '@contracts/access';
import type { Db } from '@server/db/connection';
import { contentAccessSettings } from '@server/db/schema/access';
import { notFound, validationFailed } from '@server/http/app-error';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';

export async function listAccessSettings(db: Db): Promise<AccessSetting[]> {
  const rows = await db
    .select()
    .from(contentAccessSettings)
    .orderBy(asc(contentAccessSettings.settingKey));
  return rows.map((row) => ({
    key: row.settingKey as AccessSettingKey,
    value: row.settingValue,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function updateAccessSetting(
  db: Db,
  key: AccessSettingKey,
  value: string,
  actor: AuditActor = null,
) {
  const parsed = accessSettingValue[key].safeParse(value);
  if (!parsed.success) {
    throw validationFailed({ value: parsed.error.issues[0]!.message });
  }
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: contentAccessSettings.settingValue })
      .from(contentAccessSettings)
      .where(eq(contentAccessSettings.settingKey, key))
      .for('update');
    if (!before) throw notFound('That setting');
    const [updated] = await tx
      .update(contentAccessSettings)
      .set({ settingValue: parsed.data })
      .where(eq(contentAccessSettings.settingKey, key))
      .returning();
    if (before.value !== updated!.settingValue) {
      await recordAudit(tx, {
        actor,
        action: 'access_setting.update',
        targetType: 'access_setting',
        targetId: key,
        targetLabel: key,
        before: { value: before.value },
        after: { value: updated!.settingValue },
      });
    }
    return updated!;
  });
  return { key, value: row.settingValue, updatedAt: row.updatedAt.toISOString() };
}
