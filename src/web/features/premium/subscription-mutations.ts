import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingPlan } from '@contracts/subscriptions';
import { api, call } from '@web/lib/api-client';
import { refreshSubscription } from './subscription-queries';

/** POST /api/subscription/checkout (create-checkout): the checkout page to open. */
export function useCheckout() {
  return useMutation({
    mutationFn: (plan: BillingPlan) => call(api.subscription.checkout.$post({ json: { plan } })),
  });
}

/** POST /api/subscription/portal (customer-portal): the portal page to open. */
export function usePortal() {
  return useMutation({ mutationFn: () => call(api.subscription.portal.$post()) });
}

/** Test mode: complete the in-app checkout. */
export function useCompleteSandboxCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: BillingPlan) =>
      call(api.subscription.sandbox.checkout.$post({ json: { plan } })),
    onSuccess: () => refreshSubscription(queryClient),
  });
}

/** Test mode: cancel or switch plan in the in-app portal. */
export function useSandboxPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'cancel' | 'switch'; plan?: BillingPlan }) =>
      call(api.subscription.sandbox.portal.$post({ json: input })),
    onSuccess: () => refreshSubscription(queryClient),
  });
}

/**
 * Opens a provider page in a new tab (001 §7: create-checkout and customer-portal open in a new
 * tab). The tab is opened at once, inside the click, so popup blockers let it through; it is sent
 * to the address when the server answers. In-app test pages open in the same tab.
 */
export function openInNewTab(load: () => Promise<{ url: string }>) {
  return load().then(({ url }) => {
    if (url.startsWith('/')) {
      window.location.assign(url);
      return;
    }
    const tab = window.open(url, '_blank', 'noopener');
    if (!tab) window.location.assign(url);
  });
}
