import { Sparkles } from 'lucide-react';
import { t } from '../../../lib/i18n/t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

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
