import { HeartHandshake, MessageCircle, Newspaper, Users, type LucideIcon } from 'lucide-react';
import type { CommunityStats as Stats } from '@contracts/community';
import type { CommunityMessageKey } from '@web/features/posts';
import { communityT } from '@web/features/posts';
import { formatNumber } from '@web/lib/format-number';
import { StatCardGrid } from '@web/ui/stat-card-grid';

const cards: readonly { key: keyof Stats; label: CommunityMessageKey; icon: LucideIcon }[] = [
  { key: 'totalPosts', label: 'community.stats.totalPosts', icon: Newspaper },
  { key: 'prayerRequests', label: 'community.stats.prayerRequests', icon: HeartHandshake },
  { key: 'totalInteractions', label: 'community.stats.totalInteractions', icon: MessageCircle },
  { key: 'activeMembers', label: 'community.stats.activeMembers', icon: Users },
];

/** 001 §2: Total Posts, Prayer Requests, Total Interactions (likes plus comments), Active Members. */
export function CommunityStats({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCardGrid
      name="community"
      heading={communityT('community.stats.heading')}
      cards={cards.map(({ key, label, icon }) => ({
        key,
        label: communityT(label),
        icon,
        value: stats ? formatNumber(stats[key]) : undefined,
      }))}
    />
  );
}
