import { ListChecks } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { EmptyState } from '@web/ui/empty-state';
import { PageHeader } from '@web/ui/page-header';

export function WorkflowsPage() {
  return (
    <>
      <PageHeader title={t('workflows.heading')} description={t('workflows.subtitle')} />
      <EmptyState
        icon={ListChecks}
        title={t('workflows.emptyTitle')}
        description={t('workflows.emptyDescription')}
      />
    </>
  );
}
