import { AudioLines, Clock } from 'lucide-react';
import type { ContentListItem } from '@contracts/content';
import { formatDayShort, formatShortDate } from '@web/lib/format-date';
import { libraryT } from './i18n/library-t';
import { Badge } from '@web/ui/badge';
import { DifficultyBadge } from '@web/ui/difficulty-badge';

/** The category's colour dot and name (or "Uncategorised"). */
export function CategoryLabel({ category }: { category: ContentListItem['category'] }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span
        aria-hidden="true"
        data-testid="category-colour"
        className="size-2.5 shrink-0 rounded-full border border-black/10"
        style={{ backgroundColor: category?.color ?? 'var(--color-muted)' }}
      />
      <span className="truncate">{category?.name ?? libraryT('library.item.uncategorised')}</span>
    </span>
  );
}

/** A daily psalm is dated by its psalm date, anything else by when it was published. */
export function itemDate(item: Pick<ContentListItem, 'isDailyPsalm' | 'psalmDate' | 'createdAt'>) {
  return item.isDailyPsalm && item.psalmDate
    ? formatDayShort(item.psalmDate)
    : formatShortDate(item.createdAt);
}

/** Difficulty, minutes and whether it can be listened to, as badges. */
export function ItemBadges({ item }: { item: ContentListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <DifficultyBadge level={item.difficultyLevel}>
        {libraryT(`library.difficulty.${item.difficultyLevel}`)}
      </DifficultyBadge>
      <Badge variant="outline">
        <Clock aria-hidden="true" />
        {libraryT('library.item.minutes', { n: item.durationMinutes })}
      </Badge>
      {item.audioUrl ? (
        <Badge variant="secondary">
          <AudioLines aria-hidden="true" />
          {libraryT('library.item.audio')}
        </Badge>
      ) : null}
    </span>
  );
}
