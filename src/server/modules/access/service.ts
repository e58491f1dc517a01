import { asc, eq } from 'drizzle-orm';
import { accessSettingValue, type AccessSetting, type AccessSettingKey } from '@contracts/access';
import type { Db } from '@server/db/connection';
import { contentAccessSettings } from '@server/db/schema/access';
import { notFound, validationFailed } from '@server/http/app-error';

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

export async function updateAccessSetting(db: Db, key: AccessSettingKey, value: string) {
  const parsed = accessSettingValue[key].safeParse(value);
  if (!parsed.success) {
    throw validationFailed({ value: parsed.error.issues[0]!.message });
  }
  const [row] = await db
    .update(contentAccessSettings)
    .set({ settingValue: parsed.data })
    .where(eq(contentAccessSettings.settingKey, key))
    .returning();
  if (!row) throw notFound('That setting');
  return { key, value: row.settingValue, updatedAt: row.updatedAt.toISOString() };
}
