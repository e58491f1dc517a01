import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscriptionStatuses, type SubscriptionStatus } from '@contracts/enum-values';
import { planKind } from '@contracts/plan-kind';
import { grantPremiumInput, type SubscriptionRecord } from '@contracts/subscriptions';
import { isApiError, errorMessage } from '@web/lib/api-error';
import { isBlank } from '@web/lib/field-errors';
import { formatShortDate } from '@web/lib/format-date';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { premiumT } from '@web/features/premium';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { roleLabel } from '@web/admin/role-label';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { SearchField } from '@web/ui/search-field';
import { Skeleton } from '@web/ui/skeleton';
import {
  subscriptionRecordsQuery,
  useCancelSubscription,
  useGrantPremium,
} from './subscriptions-queries';
import type { FirstScreen } from '@web/lib/first-screen';

/** The tab's first screen (decision 162): the records' first page, unsearched. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(subscriptionRecordsQuery(''));

/** The Subs tab (000 §2, permission subscriptions): user records, cancel at once, grant 30 days. */
export default function SubscriptionsTab() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const records = useInfiniteQuery(subscriptionRecordsQuery(query));
  const [cancelling, setCancelling] = useState<SubscriptionRecord | null>(null);
  const cancel = useCancelSubscription();

  useEffect(() => {
    if (records.isError) notifyFailure(premiumT('subs.fetchFailed'));
  }, [records.isError]);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.user_id, {
      onSuccess: () => notifySuccess(premiumT('subs.cancelled')),
      onError: (error) =>
        notifyFailure(
          isApiError(error) && error.status === 404
            ? premiumT('subs.noActive')
            : premiumT('subs.cancelFailed'),
        ),
      onSettled: () => setCancelling(null),
    });
  };

  const rows = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-6">
      <GrantPremium />
      <Card className="grid gap-4 p-5">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{premiumT('subs.title')}</h2>
          <p className="text-sm text-muted-foreground">{premiumT('subs.description')}</p>
        </div>
        <SearchField
          id="subs-search"
          className="max-w-sm"
          label={premiumT('subs.search')}
          value={search}
          onValueChange={setSearch}
        />
        {records.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{premiumT('subs.empty')}</p>
        ) : (
          <>
            {/* Phones: one card per user; from 768 px: the table. */}
            <ul className="grid gap-3 md:hidden" aria-label={premiumT('subs.title')}>
              {rows.map((row) => (
                <li key={row.user_id} className="grid gap-2 rounded-lg border p-3 text-sm">
                  <p className="font-medium break-words">{row.email}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="text-muted-foreground">{premiumT('subs.name')}</dt>
                    <dd>{row.full_name ?? premiumT('subs.none')}</dd>
                    <dt className="text-muted-foreground">{premiumT('subs.plan')}</dt>
                    <dd>{planOf(row)}</dd>
                    <dt className="text-muted-foreground">{premiumT('subs.status')}</dt>
                    <dd>
                      <StatusBadge row={row} />
                    </dd>
                    <dt className="text-muted-foreground">{premiumT('subs.end')}</dt>
                    <dd>{endOf(row)}</dd>
                    <dt className="text-muted-foreground">{premiumT('subs.role')}</dt>
                    <dd>{roleLabel(row.admin_role) ?? premiumT('subs.none')}</dd>
                  </dl>
                  <CancelButton row={row} onCancel={setCancelling} />
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.email')}</th>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.name')}</th>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.plan')}</th>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.status')}</th>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.end')}</th>
                    <th className="py-2 pr-3 font-medium">{premiumT('subs.role')}</th>
                    <th className="py-2 font-medium">{premiumT('subs.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.user_id} className="border-b last:border-0">
                      <td className="py-2 pr-3 break-words">{row.email}</td>
                      <td className="py-2 pr-3">{row.full_name ?? premiumT('subs.none')}</td>
                      <td className="py-2 pr-3">{planOf(row)}</td>
                      <td className="py-2 pr-3">
                        <StatusBadge row={row} />
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">{endOf(row)}</td>
                      <td className="py-2 pr-3">
                        {roleLabel(row.admin_role) ?? premiumT('subs.none')}
                      </td>
                      <td className="py-2">
                        <CancelButton row={row} onCancel={setCancelling} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {records.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            {premiumT('subs.more')}
          </Button>
        )}
      </Card>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={premiumT('subs.cancelTitle')}
        description={premiumT('subs.cancelDescription', { email: cancelling?.email ?? '' })}
        cancelLabel={premiumT('subs.keep')}
        confirmLabel={premiumT('subs.cancelConfirm')}
        destructive
        pending={cancel.isPending}
        staysOpen
        onConfirm={confirmCancel}
      />
    </div>
  );
}

type GrantValues = z.output<typeof grantPremiumInput>;

/** Grants 30 days of premium to the account with this email. */
function GrantPremium() {
  const form = useForm<z.input<typeof grantPremiumInput>, unknown, GrantValues>({
    resolver: zodResolver(grantPremiumInput),
    defaultValues: { email: '' },
  });
  const grant = useGrantPremium();
  const submit = form.handleSubmit(
    async ({ email }) => {
      try {
        await grant.mutateAsync(email);
        notifySuccess(premiumT('subs.granted'));
        form.reset();
      } catch (error) {
        notifyFailure(
          isApiError(error) && error.status === 404
            ? errorMessage(error, premiumT('subs.grantFailed'))
            : premiumT('subs.grantFailed'),
        );
      }
    },
    // The form is one field: its problem is said in a toast.
    (invalid) =>
      notifyFailure(
        isBlank(invalid.email)
          ? premiumT('subs.enterEmail')
          : localizeMessage(invalid.email?.message ?? ''),
      ),
  );
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-lg font-semibold">{premiumT('subs.grantTitle')}</h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="grant-email">{premiumT('subs.grantEmail')}</Label>
          <Input id="grant-email" type="email" autoComplete="off" {...form.register('email')} />
        </div>
        <Button type="submit" disabled={grant.isPending}>
          {premiumT('subs.grant')}
        </Button>
      </form>
    </Card>
  );
}

/** Premium without a Stripe subscription is a staff grant: it has no plan that renews. */
const planOf = (row: SubscriptionRecord) => {
  if (!row.subscribed) return premiumT('subs.free');
  return row.subscription_id ? premiumT(`plans.${planKind(row)}`) : premiumT('subs.grantedPlan');
};
const endOf = (row: SubscriptionRecord) =>
  row.subscription_end ? formatShortDate(row.subscription_end) : premiumT('subs.none');

const isKnownStatus = (status: string): status is SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(status);

/** Stripe's status in the staff member's language; one Stripe adds later shows as it is. */
function StatusBadge({ row }: { row: SubscriptionRecord }) {
  if (!row.status) return <>{premiumT('subs.none')}</>;
  const label = isKnownStatus(row.status) ? premiumT(`subs.statuses.${row.status}`) : row.status;
  return <Badge variant={row.subscribed ? 'solid' : 'outline'}>{label}</Badge>;
}

function CancelButton({
  row,
  onCancel,
}: {
  row: SubscriptionRecord;
  onCancel: (row: SubscriptionRecord) => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={!row.subscribed}
      aria-label={`${premiumT('subs.cancel')} ${row.email}`}
      onClick={() => onCancel(row)}
    >
      {premiumT('subs.cancel')}
    </Button>
  );
}
