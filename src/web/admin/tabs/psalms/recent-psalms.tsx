import { useEffect, useState } from 'react';
import { AudioLines, BookOpen, ScrollText } from 'lucide-react';
import type { RecentPsalm } from '@contracts/psalms';
import { formatDayShort, formatTimeAgo } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { PsalmLanguageBadge } from './psalm-language-badge';
import { PsalmReaderDialog } from './psalm-reader-dialog';
import { useLiveRecentPsalms } from './use-live-recent-psalms';
import { useRecentPsalms } from './use-recent-psalms';

/** 000 §2, §9: the five newest daily psalms, refreshed every 5 seconds, each readable in full. */
export function RecentPsalms() {
  const recent = useRecentPsalms();
  const [reading, setReading] = useState<RecentPsalm | null>(null);
  useLiveRecentPsalms();

  // 000 §8: 'Failed to load recent psalms', once per failure rather than every 5 seconds.
  useEffect(() => {
    if (recent.isError)
      notifyFailure(adminT('psalms.toast.recentFailed'), undefined, 'recent-psalms');
  }, [recent.isError]);

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{adminT('psalms.recent.title')}</CardTitle>
        <CardDescription>{adminT('psalms.recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : recent.isError && !recent.data ? (
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-sm">{adminT('psalms.recent.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void recent.refetch()}>
              {adminT('psalms.recent.retry')}
            </Button>
          </div>
        ) : recent.data.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            headingLevel={3}
            title={adminT('psalms.recent.emptyTitle')}
            description={adminT('psalms.recent.emptyDescription')}
            className="py-8"
          />
        ) : (
          <ul className="grid divide-y" data-testid="recent-psalms">
            {recent.data.map((psalm) => (
              <li
                key={psalm.id}
                className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="grid min-w-0 gap-1">
                  <h3 className="truncate font-serif font-semibold" title={psalm.title}>
                    {psalm.title}
                  </h3>
                  <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <span>
                      {psalm.psalmDate
                        ? formatDayShort(psalm.psalmDate)
                        : adminT('psalms.recent.noDate')}
                    </span>
                    <PsalmLanguageBadge language={psalm.language} />
                    {psalm.psalmTheme ? (
                      <Badge variant="secondary">
                        {adminT(`psalms.theme.${psalm.psalmTheme}`)}
                      </Badge>
                    ) : null}
                    {psalm.audioUrl ? (
                      <Badge variant="outline">
                        <AudioLines aria-hidden="true" />
                        {adminT('psalms.recent.audio')}
                      </Badge>
                    ) : null}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={psalm.createdAt}>
                      {adminT('psalms.recent.created', { time: formatTimeAgo(psalm.createdAt) })}
                    </time>
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={adminT('psalms.recent.readLabel', { title: psalm.title })}
                  onClick={() => setReading(psalm)}
                >
                  <BookOpen aria-hidden="true" />
                  {adminT('psalms.recent.read')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <PsalmReaderDialog psalm={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
