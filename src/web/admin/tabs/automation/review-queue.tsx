import { ClipboardCheck } from 'lucide-react';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { DraftCard } from './draft-card';
import { useAutomationDrafts } from './use-draft-actions';

/** The AI Auto tab's review queue (decision 053): drafts of types set to "Hold for review". */
export function ReviewQueue() {
  const drafts = useAutomationDrafts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminT('automation.review.title')}</CardTitle>
        <CardDescription>{adminT('automation.review.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {drafts.isPending ? (
          <Skeleton className="h-32" aria-hidden="true" />
        ) : !drafts.data ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-sm">{adminT('automation.review.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void drafts.refetch()}>
              {adminT('automation.retry')}
            </Button>
          </div>
        ) : drafts.data.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            headingLevel={3}
            title={adminT('automation.review.emptyTitle')}
            description={adminT('automation.review.emptyDescription')}
            className="py-8"
          />
        ) : (
          <ul className="grid gap-3" data-testid="automation-review-queue">
            {drafts.data.map((draft) => (
              <DraftCard key={draft.id} draft={draft} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
