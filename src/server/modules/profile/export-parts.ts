import { accountParts } from './export-account-parts';
import { communityParts } from './export-community-parts';
import { groupParts } from './export-group-parts';
import { notificationParts } from './export-notification-parts';
import type { ExportDeps, ExportPart } from './export-part';
import { practiceParts } from './export-practice-parts';
import { staffParts } from './export-staff-parts';

export type { ExportDeps, ExportPart, JournalPages } from './export-part';

/**
 * Every part, in the order the file lists them. A new table a member owns adds a part to the
 * group it belongs to (export-*-parts.ts).
 */
export function exportParts(deps: ExportDeps): ExportPart[] {
  return [
    ...accountParts(deps),
    ...practiceParts(deps),
    ...communityParts(deps),
    ...groupParts(deps),
    ...notificationParts(deps),
    ...staffParts(deps),
  ];
}
