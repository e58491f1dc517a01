import type { EventBus } from '@server/realtime/bus';

// Server-side news that someone's groups changed, so open event streams read again which groups'
// posts their listener may hear of (decision 063). It never reaches a browser.

/** Someone joined or left the group (`userId`), or it was deleted (no userId: all its members). */
export const announceMembershipChanged = (bus: EventBus, groupId: string, userId?: string) =>
  bus.publish({
    type: 'groups.membership_changed',
    data: {},
    groupId,
    ...(userId ? { userId } : {}),
  });
