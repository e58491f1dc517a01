import { Sparkles } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { EmptyState } from '@web/ui/empty-state';
import { PageHeader } from '@web/ui/page-header';

export function SubscriptionPage() {
  return (
    <>
      <PageHeader title={t('subscription.heading')} description={t('subscription.subtitle')} />
      <EmptyState
        icon={Sparkles}
        title={t('subscription.emptyTitle')}
        description={t('subscription.emptyDescription')}
      />
    </>
  );
}
