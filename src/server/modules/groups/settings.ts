import { groupSettings, type GroupSettings } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { writeSetting } from '@server/db/settings';
import type { Viewer } from '@server/http/env';
import { recordAudit } from '@server/modules/audit/service';
import { groupLimits, groupLimitsKey } from './membership';

// Admin Settings' rules for groups (decision 063): the two limits and whether starting a group is
// premium. Lowering a limit keeps everyone where they are; it stops further joins.

export const readGroupSettings = (db: Db) => groupLimits(db);

export async function saveGroupSettings(
  db: Db,
  viewer: Viewer,
  input: GroupSettings,
): Promise<GroupSettings> {
  const values = groupSettings.parse(input);
  await db.transaction(async (tx) => {
    const before = await groupLimits(tx as unknown as Db);
    await writeSetting(tx as unknown as Db, groupLimitsKey, values);
    await recordAudit(tx as unknown as Db, {
      actor: { id: viewer.id, email: viewer.email },
      action: 'group_setting.update',
      targetType: 'group_settings',
      before,
      after: values,
    });
  });
  return values;
}
