import { Link } from '@web/ui/link';
import { Clock } from 'lucide-react';
import type { ContentListItem } from '@contracts/content';
import { formatDayShort, formatShortDate } from '@web/lib/format-date';
import { t } from '@web/lib/i18n/t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { DifficultyBadge } from '@web/ui/difficulty-badge';
import { Skeleton } from '@web/ui/skeleton';
import { useLatestContent } from './use-latest-content';

/** A daily psalm is dated by its psalm date (the day it is for), anything else by its creation. */
const shownDate = (item: ContentListItem) =>
  item.isDailyPsalm && item.psalmDate
    ? formatDayShort(item.psalmDate)
    : formatShortDate(item.createdAt);

/**
 * The newest published content under the home tiles, each opening its reader; refreshed live when
 * content changes.
 */
export function LatestContent() {
  const latest = useLatestContent();
  let body;
  if (latest.isPending) {
    body = (
      <div className="grid gap-2" role="status" aria-label={t('dashboard.latest.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (latest.isError && !latest.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="font-medium text-destructive">{t('dashboard.latest.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
          {t('dashboard.latest.retry')}
        </Button>
      </div>
    );
  } else if (latest.data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('dashboard.latest.empty')}</p>;
  } else {
    body = (
      <ul className="grid gap-2">
        {latest.data.items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/content/${item.id}`}
              className="flex flex-col gap-2 rounded-xl border bg-card px-4 py-3 shadow-xs transition hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{item.title}</span>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  {item.category ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full"
                        style={{ backgroundColor: item.category.color }}
                      />
                      {item.category.name}
                      {' · '}
                    </>
                  ) : null}
                  {shownDate(item)}
                </span>
              </div>
              <span className="flex shrink-0 flex-wrap items-center gap-1.5">
                <DifficultyBadge level={item.difficultyLevel}>
                  {t(`dashboard.latest.difficulty.${item.difficultyLevel}`)}
                </DifficultyBadge>
                <Badge variant="outline">
                  <Clock aria-hidden="true" />
                  {t('dashboard.latest.minutes', { n: item.durationMinutes })}
                </Badge>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="latest-content-heading" className="mt-10 grid gap-3">
      <h2 id="latest-content-heading" className="text-xl font-semibold">
        {t('dashboard.latest.title')}
      </h2>
      {body}
    </section>
  );
}
