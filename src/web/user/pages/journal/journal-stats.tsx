import { BookOpen, CalendarDays, Flame, HeartHandshake, type LucideIcon } from 'lucide-react';
import type { JournalStats as Stats } from '@contracts/journal';
import { journalT } from '@web/lib/i18n/journal-t';
import type { JournalMessageKey } from '@web/lib/i18n/journal-en';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';

const cards: readonly {
  key: keyof Omit<Stats, 'today'>;
  label: JournalMessageKey;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    key: 'totalEntries',
    label: 'journal.stats.totalEntries',
    icon: BookOpen,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
  {
    key: 'thisWeek',
    label: 'journal.stats.thisWeek',
    icon: CalendarDays,
    tone: 'bg-secondary text-secondary-foreground',
  },
  {
    key: 'answeredPrayers',
    label: 'journal.stats.answeredPrayers',
    icon: HeartHandshake,
    tone: 'bg-accent text-accent-foreground',
  },
  {
    key: 'streak',
    label: 'journal.stats.streak',
    icon: Flame,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
];

/** 001 §2: the four stat cards (Total Entries, This Week, Answered Prayers, Days Streak). */
interface JournalStatsProps {
  stats: Stats | undefined;
  /** The figures could not be loaded (and none are shown yet): dashes and a way to try again. */
  failed?: boolean;
  onRetry?: () => void;
}

export function JournalStats({ stats, failed = false, onRetry }: JournalStatsProps) {
  return (
    <section aria-labelledby="journal-stats-heading">
      <h2 id="journal-stats-heading" className="sr-only">
        {journalT('journal.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, tone }) => (
          // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term.
          <div
            key={key}
            data-testid={`journal-stat-${key}`}
            className="relative grid min-h-18 content-center gap-1 rounded-xl border bg-card py-4 pr-4 pl-17 shadow-sm"
          >
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
              <span
                className={`absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {journalT(label)}
            </dt>
            <dd className="text-2xl leading-none font-semibold tabular-nums">
              {stats ? (
                stats[key]
              ) : failed ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{journalT('journal.stats.unavailable')}</span>
                </>
              ) : (
                <>
                  <Skeleton className="h-6 w-8" />
                  <span className="sr-only">{journalT('journal.stats.loading')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {failed && !stats ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <p>{journalT('journal.stats.loadFailed')}</p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {journalT('journal.list.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
