import { BookOpen, CalendarDays, Flame, HeartHandshake, type LucideIcon } from 'lucide-react';
import type { JournalStats as Stats } from '@contracts/journal';
import { journalT, type JournalMessageKey } from './i18n/journal-t';
import { Button } from '@web/ui/button';
import { StatCardGrid } from '@web/ui/stat-card-grid';

const cards: readonly {
  key: keyof Omit<Stats, 'today'>;
  label: JournalMessageKey;
  icon: LucideIcon;
}[] = [
  { key: 'totalEntries', label: 'journal.stats.totalEntries', icon: BookOpen },
  { key: 'thisWeek', label: 'journal.stats.thisWeek', icon: CalendarDays },
  { key: 'answeredPrayers', label: 'journal.stats.answeredPrayers', icon: HeartHandshake },
  { key: 'streak', label: 'journal.stats.streak', icon: Flame },
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
    <StatCardGrid
      name="journal"
      heading={journalT('journal.stats.heading')}
      cards={cards.map(({ key, label, icon }) => ({
        key,
        label: journalT(label),
        icon,
        value: stats?.[key],
      }))}
      failed={failed}
      loadingLabel={journalT('journal.stats.loading')}
      unavailableLabel={journalT('journal.stats.unavailable')}
    >
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
    </StatCardGrid>
  );
}
