import { useQuery } from '@tanstack/react-query';
import { Check, Crown } from 'lucide-react';
import { planKind } from '@contracts/plan-kind';
import type { FirstScreen } from '@web/lib/first-screen';
import type { BillingPlan } from '@contracts/subscriptions';
import { errorMessage } from '@web/lib/api-error';
import { formatLongDate } from '@web/lib/format-date';
import { premiumT, type PremiumKey } from './i18n/premium-t';
import { useMe } from '@web/lib/session/me-query';
import { notifyFailure } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { PageHeader } from '@web/ui/page-header';
import { Skeleton } from '@web/ui/skeleton';
import { subscriptionQuery } from './subscription-queries';
import { openInNewTab, useCheckout, usePortal } from './subscription-mutations';
import { formatPrice, premiumPrices } from './prices';

const features: PremiumKey[] = [
  'plans.feature.allContent',
  'plans.feature.daily',
  'plans.feature.meditation',
  'plans.feature.offline',
  'plans.feature.support',
  'plans.feature.exclusive',
  'plans.feature.community',
  'plans.feature.journal',
];

/** The reader's plan. */
export const subscriptionFirstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(subscriptionQuery());

/** 001 §2 Subscription page: Choose Your Plan, the monthly and annual cards, the current plan. */
export function SubscriptionPage() {
  const me = useMe();
  const state = useQuery({ ...subscriptionQuery(), enabled: !!me.data });
  const checkout = useCheckout();
  const portal = usePortal();
  const subscribed = state.data?.subscribed === true;

  const subscribe = (plan: BillingPlan) => {
    if (!me.data) return notifyFailure(premiumT('plans.signInToSubscribe'));
    openInNewTab(() => checkout.mutateAsync(plan)).catch((error: unknown) =>
      notifyFailure(errorMessage(error, premiumT('plans.checkoutFailed'))),
    );
  };
  const manage = () => {
    if (!me.data) return notifyFailure(premiumT('plans.signInToManage'));
    openInNewTab(() => portal.mutateAsync()).catch((error: unknown) =>
      notifyFailure(errorMessage(error, premiumT('plans.portalFailed'))),
    );
  };

  const plan = state.data
    ? planKind({ plan: state.data.plan, product_id: state.data.product_id })
    : null;
  // Someone already premium is offered no checkout: a grant ends on its own date, a subscription
  // is changed or cancelled in the billing portal.
  const subscriber = subscribed && state.data?.source === 'subscription';

  return (
    <>
      <PageHeader title={premiumT('plans.heading')} description={premiumT('plans.subtitle')} />
      {state.isPending && me.data ? (
        <Skeleton className="h-24 w-full" />
      ) : subscribed && state.data ? (
        <Card
          className="mb-6 flex flex-wrap items-center justify-between gap-4 border-primary/40 p-5"
          data-testid="current-premium"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Crown aria-hidden="true" className="size-5" />
            </span>
            {subscriber ? (
              <div>
                <h2 className="font-semibold">{premiumT('plans.currentTitle')}</h2>
                <p className="text-sm text-muted-foreground">
                  {premiumT('plans.currentPlan', { plan: premiumT(`plans.${plan ?? 'annual'}`) })}
                  {state.data.subscription_end &&
                    ` · ${premiumT('plans.renews', { date: formatLongDate(state.data.subscription_end) })}`}
                </p>
                <p className="text-sm text-muted-foreground">{premiumT('plans.manageHint')}</p>
              </div>
            ) : (
              <div>
                <h2 className="font-semibold">
                  {premiumT('plans.grantedTitle', {
                    date: formatLongDate(state.data.subscription_end ?? new Date()),
                  })}
                </h2>
                <p className="text-sm text-muted-foreground">
                  {premiumT('plans.grantedDescription')}
                </p>
              </div>
            )}
          </div>
          {subscriber ? (
            <Button variant="outline" onClick={manage} disabled={portal.isPending}>
              {premiumT('plans.manage')}
            </Button>
          ) : null}
        </Card>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <PlanCard
          title={premiumT('plans.monthly')}
          price={premiumT('plans.monthlyPrice', { price: formatPrice(premiumPrices.monthly) })}
          period={premiumT('plans.perMonth')}
          action={subscribed ? undefined : premiumT('plans.subscribeMonthly')}
          current={subscriber && plan === 'monthly'}
          disabled={checkout.isPending}
          onSubscribe={() => subscribe('monthly')}
        />
        <PlanCard
          title={premiumT('plans.annual')}
          price={premiumT('plans.annualPrice', { price: formatPrice(premiumPrices.annual) })}
          period={premiumT('plans.perYear')}
          badge={premiumT('plans.bestValue')}
          note={premiumT('plans.saving', { price: formatPrice(premiumPrices.annualSaving) })}
          action={subscribed ? undefined : premiumT('plans.subscribeAnnual')}
          current={subscriber && plan === 'annual'}
          highlighted
          disabled={checkout.isPending}
          onSubscribe={() => subscribe('yearly')}
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {premiumT('plans.guarantee')}
      </p>
    </>
  );
}

interface PlanCardProps {
  title: string;
  price: string;
  period: string;
  /** The subscribe button's text; none for someone already premium. */
  action?: string;
  /** The subscriber's own plan. */
  current?: boolean;
  badge?: string;
  note?: string;
  highlighted?: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}

function PlanCard(props: PlanCardProps) {
  return (
    <Card
      className={`grid content-start gap-4 p-6 ${props.highlighted ? 'border-2 border-primary' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        {props.badge && <Badge variant="solid">{props.badge}</Badge>}
      </div>
      <p>
        <span className="text-3xl font-bold">{props.price}</span>{' '}
        <span className="text-muted-foreground">{props.period}</span>
      </p>
      {props.note && <p className="text-sm font-medium text-primary">{props.note}</p>}
      <div>
        <h3 className="mb-2 text-sm font-semibold">{premiumT('plans.featuresTitle')}</h3>
        <ul className="grid gap-1.5 text-sm">
          {features.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {premiumT(key)}
            </li>
          ))}
        </ul>
      </div>
      {props.current ? (
        <Badge className="justify-self-start">{premiumT('plans.yourPlan')}</Badge>
      ) : null}
      {props.action ? (
        <Button onClick={props.onSubscribe} disabled={props.disabled}>
          {props.action}
        </Button>
      ) : null}
    </Card>
  );
}
