import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@web/lib/session/me-query';

/** 001 §4 and §9: the subscription state is checked again every 10 minutes. */
export const subscriptionRecheckMs = 10 * 60_000;

/**
 * Whether the signed-in person has premium. The answer comes with GET /api/me (the server's
 * subscription check: status active or trialing, period end ahead); while a gate is on screen that
 * answer is refreshed every 10 minutes, and every sign-in or sign-out asks again (resetSession).
 */
export function useSubscription() {
  const me = useQuery({ ...meQuery(), refetchInterval: subscriptionRecheckMs });
  return { isPending: me.isPending, isPremium: me.data?.isPremium === true };
}
