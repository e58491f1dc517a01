import { HeartHandshake, MessageCircle, Newspaper, Users, type LucideIcon } from 'lucide-react';
import type { CommunityStats as Stats } from '@contracts/community';
import type { CommunityMessageKey } from '@web/lib/i18n/community-en';
import { communityT } from '@web/lib/i18n/community-t';
import { Skeleton } from '@web/ui/skeleton';
import { formatNumber } from '@web/lib/format-number';

const cards: readonly {
  key: keyof Stats;
  label: CommunityMessageKey;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    key: 'totalPosts',
    label: 'community.stats.totalPosts',
    icon: Newspaper,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
  {
    key: 'prayerRequests',
    label: 'community.stats.prayerRequests',
    icon: HeartHandshake,
    tone: 'bg-secondary text-secondary-foreground',
  },
  {
    key: 'totalInteractions',
    label: 'community.stats.totalInteractions',
    icon: MessageCircle,
    tone: 'bg-accent text-accent-foreground',
  },
  {
    key: 'activeMembers',
    label: 'community.stats.activeMembers',
    icon: Users,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
];

/** 001 §2: Total Posts, Prayer Requests, Total Interactions (likes plus comments), Active Members. */
export function CommunityStats({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-labelledby="community-stats-heading">
      <h2 id="community-stats-heading" className="sr-only">
        {communityT('community.stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, tone }) => (
          <div
            key={key}
            data-testid={`community-stat-${key}`}
            className="relative grid min-h-18 content-center gap-1 rounded-xl border bg-card py-4 pr-4 pl-17 shadow-sm"
          >
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
              <span
                className={`absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {communityT(label)}
            </dt>
            <dd className="text-2xl leading-none font-semibold tabular-nums">
              {stats ? formatNumber(stats[key]) : <Skeleton className="h-6 w-10" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
