import { claimSlots } from './ledger';
import { deliverDue, type DeliveryDeps } from './deliver';
import { reachableMembers } from './members';
import { dueSlots } from './slots';

/**
 * One minute of the reminder scheduler (the notifications-tick job): claim every slot that has come
 * due for a reachable member, then send what the ledger holds for now. `now` is a parameter so the
 * tests drive it with a fake clock.
 */
export async function runNotificationTick(deps: DeliveryDeps, now = new Date()) {
  const members = await reachableMembers(deps.db);
  const claims = members.flatMap((member) =>
    dueSlots(member, now).map((slot) => ({ userId: member.userId, channel: member.channel, slot })),
  );
  const claimed = await claimSlots(deps.db, claims, now);
  const delivered = await deliverDue(deps, now);
  return { claimed, ...delivered };
}
