import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@web/ui/link';
import { planKind } from '@contracts/plan-kind';
import { billingPlan, type BillingPlan } from '@contracts/subscriptions';
import { errorMessage } from '@web/lib/api-error';
import { formatLongDate } from '@web/lib/format-date';
import { premiumT } from './i18n/premium-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { PageHeader } from '@web/ui/page-header';
import { Skeleton } from '@web/ui/skeleton';
import { subscriptionQuery } from './subscription-queries';
import { useCompleteSandboxCheckout, useSandboxPortal } from './subscription-mutations';
import { formatPrice, premiumPrices } from './prices';

const label = (plan: BillingPlan) => premiumT(`plans.${planKind({ plan, product_id: null })}`);
const price = (plan: BillingPlan) =>
  plan === 'monthly'
    ? premiumT('plans.monthlyPricePerMonth', { price: formatPrice(premiumPrices.monthly) })
    : premiumT('plans.annualPricePerYear', { price: formatPrice(premiumPrices.annual) });

function TestModeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="grid max-w-lg gap-4 p-6">
        <p
          role="note"
          className="flex items-center gap-2 rounded-md border border-amber-500/60 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <FlaskConical aria-hidden="true" className="size-4" />
          {premiumT('sandbox.banner')}
        </p>
        {children}
      </Card>
    </>
  );
}

/** The offline sandbox's checkout (no Stripe key configured): completes or cancels a purchase. */
export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const parsed = billingPlan.safeParse(params.get('plan'));
  const plan: BillingPlan = parsed.success ? parsed.data : 'monthly';
  const navigate = useNavigate();
  const complete = useCompleteSandboxCheckout();
  return (
    <TestModeCard title={premiumT('sandbox.checkoutTitle')}>
      <p>{premiumT('sandbox.checkoutDescription', { plan: label(plan), price: price(plan) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate(plan, {
              onSuccess: () => {
                notifySuccess(premiumT('sandbox.completed'));
                void navigate('/subscription');
              },
              onError: (error) => notifyFailure(errorMessage(error, premiumT('sandbox.failed'))),
            })
          }
        >
          {premiumT('sandbox.complete')}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/subscription">{premiumT('sandbox.cancel')}</Link>
        </Button>
      </div>
    </TestModeCard>
  );
}

/** The offline sandbox's customer portal: cancel at once, or switch to the other plan. */
export function SandboxPortalPage() {
  const state = useQuery(subscriptionQuery());
  const portal = useSandboxPortal();
  const navigate = useNavigate();
  const current = state.data?.plan ?? 'monthly';
  const other: BillingPlan = current === 'monthly' ? 'yearly' : 'monthly';
  const run = (input: { action: 'cancel' | 'switch'; plan?: BillingPlan }, done: string) =>
    portal.mutate(input, {
      onSuccess: () => {
        notifySuccess(done);
        void navigate('/subscription');
      },
      onError: (error) => notifyFailure(errorMessage(error, premiumT('sandbox.failed'))),
    });
  return (
    <TestModeCard title={premiumT('sandbox.portalTitle')}>
      {state.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : state.data?.subscribed ? (
        <>
          <p>
            {premiumT('sandbox.portalDescription', {
              plan: label(current),
              date: state.data.subscription_end ? formatLongDate(state.data.subscription_end) : '',
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={portal.isPending}
              onClick={() =>
                run(
                  { action: 'switch', plan: other },
                  premiumT('sandbox.switched', { plan: label(other) }),
                )
              }
            >
              {premiumT('sandbox.switchTo', { plan: label(other) })}
            </Button>
            <Button
              variant="destructive"
              disabled={portal.isPending}
              onClick={() => run({ action: 'cancel' }, premiumT('sandbox.cancelled'))}
            >
              {premiumT('sandbox.cancelSubscription')}
            </Button>
          </div>
        </>
      ) : (
        <p>{premiumT('sandbox.noSubscription')}</p>
      )}
      <Button variant="link" asChild className="justify-self-start">
        <Link to="/subscription">{premiumT('sandbox.back')}</Link>
      </Button>
    </TestModeCard>
  );
}
