import { Users } from 'lucide-react';
import { t } from '../../../lib/i18n/t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

export function CommunityPage() {
  return (
    <>
      <PageHeader title={t('community.heading')} description={t('community.subtitle')} />
      <EmptyState
        icon={Users}
        title={t('community.emptyTitle')}
        description={t('community.emptyDescription')}
      />
    </>
  );
}
