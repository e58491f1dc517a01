import { Link } from '@web/ui/link';
import { BookOpen, RefreshCw, WifiOff } from 'lucide-react';
import { t } from '../lib/i18n/t';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface OfflineStateProps {
  /** Asks again (the list's refetch); left out, the page is loaded again. */
  onRetry?: () => void;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * What shows in place of something the device cannot load offline: that it needs a connection,
 * and what does open offline (today's psalm and the pages opened before, decision 138).
 */
export function OfflineState({ onRetry, headingLevel, className }: OfflineStateProps) {
  return (
    <EmptyState
      className={className}
      icon={WifiOff}
      headingLevel={headingLevel}
      title={t('offline.title')}
      description={t('offline.description')}
      action={
        <>
          <Button asChild>
            <Link to="/psalm">
              <BookOpen aria-hidden="true" />
              {t('offline.openPsalm')}
            </Link>
          </Button>
          <Button variant="outline" onClick={onRetry ?? (() => window.location.reload())}>
            <RefreshCw aria-hidden="true" />
            {t('offline.retry')}
          </Button>
        </>
      }
    />
  );
}
