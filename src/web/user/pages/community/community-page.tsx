import { Users } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { EmptyState } from '@web/ui/empty-state';
import { PageHeader } from '@web/ui/page-header';

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
