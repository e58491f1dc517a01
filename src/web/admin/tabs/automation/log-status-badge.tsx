import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { AutomationLogStatus } from '@contracts/enum-values';
import { cn } from '@web/lib/cn';
import { adminT } from '@web/admin/i18n/admin-t';
import { Badge } from '@web/ui/badge';
import { Spinner } from '@web/ui/spinner';

const tones: Record<AutomationLogStatus, string> = {
  pending: 'border-input bg-muted text-muted-foreground',
  generating: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  completed: 'border-transparent bg-success/15 text-success',
  failed: 'border-transparent bg-destructive/12 text-destructive',
};

/** 000 §4: an automation run is pending, generating, completed or failed. */
export function LogStatusBadge({ status }: { status: AutomationLogStatus }) {
  return (
    <Badge variant="outline" className={cn('gap-1', tones[status])} data-status={status}>
      {status === 'generating' ? (
        <Spinner className="size-3" />
      ) : status === 'completed' ? (
        <CircleCheck aria-hidden="true" />
      ) : status === 'failed' ? (
        <CircleAlert aria-hidden="true" />
      ) : (
        <Clock aria-hidden="true" />
      )}
      {adminT(`automation.status.${status}`)}
    </Badge>
  );
}
