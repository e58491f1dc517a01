import { CalendarClock, Clock, Pencil, Trash2 } from 'lucide-react';
import type { ContentListItem } from '@contracts/content';
import { formatDayShort } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { DifficultyBadge } from '@web/ui/difficulty-badge';
import { descriptionPreview } from './describe-content';

interface ContentRowProps {
  item: ContentListItem;
  onEdit: (item: ContentListItem) => void;
  onDelete: (item: ContentListItem) => void;
}

/** One item of "Manage Content": title, category, 60-character description and its badges. */
export function ContentRow({ item, onEdit, onDelete }: ContentRowProps) {
  const preview = descriptionPreview(item.description);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between"
      data-testid="content-row"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-sans text-base font-semibold break-words">{item.title}</h3>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: item.category?.color ?? 'var(--color-muted-foreground)' }}
            />
            {item.category?.name ?? adminT('admin.content.noCategory')}
          </span>
        </div>
        <p className="text-sm text-muted-foreground" title={item.description ?? undefined}>
          {preview || <span className="italic">{adminT('admin.content.noDescription')}</span>}
        </p>
        <div className="flex flex-wrap items-center gap-1.5 pt-0.5">
          <DifficultyBadge level={item.difficultyLevel}>
            {adminT(`admin.content.difficulty.${item.difficultyLevel}`)}
          </DifficultyBadge>
          {item.isPublished ? (
            <Badge variant="solid">{adminT('admin.content.status.published')}</Badge>
          ) : (
            <Badge variant="secondary">{adminT('admin.content.status.draft')}</Badge>
          )}
          {item.scheduledFor ? (
            <Badge variant="outline">
              <CalendarClock aria-hidden="true" />
              {adminT('admin.content.scheduledFor', { date: formatDayShort(item.scheduledFor) })}
            </Badge>
          ) : null}
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            {adminT('admin.content.minutes', { n: item.durationMinutes })}
          </Badge>
          {item.isDailyPsalm ? (
            <Badge variant="default">{adminT('admin.content.dailyPsalm')}</Badge>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-start">
        <Button
          variant="outline"
          size="sm"
          aria-label={adminT('admin.content.editItem', { title: item.title })}
          onClick={() => onEdit(item)}
        >
          <Pencil aria-hidden="true" />
          {adminT('admin.content.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={adminT('admin.content.deleteItem', { title: item.title })}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" />
          {adminT('admin.content.delete')}
        </Button>
      </div>
    </li>
  );
}
