import { useState } from 'react';
import { AudioLines, BookOpen } from 'lucide-react';
import type { FeaturedPsalm } from '@contracts/psalms';
import { formatDayShort } from '@web/lib/format-date';
import { psalmT } from './i18n/psalm-t';
import { useLocale } from '@web/lib/i18n/use-locale';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { lazyDialog } from '@web/ui/lazy-dialog';

// A featured psalm's reading dialog (and the dialog library) loads when one is first opened.
const FeaturedPsalmDialog = lazyDialog(
  () => import('./featured-psalm-dialog'),
  'FeaturedPsalmDialog',
  (props) => props.psalm !== null,
);
import { categoryLabel, themeLabel, type BrowseCategory } from './psalm-labels';
import { useFeaturedPsalms } from './use-featured-psalms';

interface FeaturedPsalmsProps {
  category: BrowseCategory | null;
  onShowAll: () => void;
}

/** 001 §2: the Featured Psalms grid (the last 30 days, chosen by the server), filtered by category. */
export function FeaturedPsalms({ category, onShowAll }: FeaturedPsalmsProps) {
  const featured = useFeaturedPsalms();
  const locale = useLocale();
  const [reading, setReading] = useState<FeaturedPsalm | null>(null);
  const items = (featured.data ?? []).filter(
    (item) => !category || item.psalmTheme === category.theme,
  );

  return (
    <section aria-labelledby="featured-title" className="grid content-start gap-4">
      <div className="grid gap-1">
        <h2 id="featured-title" className="text-xl font-semibold">
          {psalmT('psalm.featured.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {category
            ? psalmT('psalm.featured.filtered', { category: categoryLabel(category) })
            : psalmT('psalm.featured.description')}
        </p>
      </div>

      {featured.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : featured.isError && !featured.data ? (
        <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-5" role="alert">
          <p className="text-sm">{psalmT('psalm.featured.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void featured.refetch()}>
            {psalmT('psalm.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          headingLevel={3}
          title={psalmT('psalm.featured.emptyTitle')}
          description={
            category
              ? psalmT('psalm.featured.emptyFiltered', { category: categoryLabel(category) })
              : psalmT('psalm.featured.emptyDescription')
          }
          action={
            category ? (
              <Button variant="outline" size="sm" onClick={onShowAll}>
                {psalmT('psalm.featured.showAll')}
              </Button>
            ) : null
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="featured-psalms">
          {items.map((item) => (
            <li key={item.id}>
              <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <time dateTime={item.psalmDate}>{formatDayShort(item.psalmDate)}</time>
                  {item.psalmTheme ? (
                    <Badge variant="secondary">{themeLabel(item.psalmTheme)}</Badge>
                  ) : null}
                  {item.audioUrl ? (
                    <Badge variant="outline">
                      <AudioLines aria-hidden="true" />
                      {psalmT('psalm.featured.hasAudio')}
                    </Badge>
                  ) : null}
                  {/* A day with no psalm in the reader's language shows its English one. */}
                  {item.language === 'en' && locale !== 'en' ? (
                    <Badge variant="outline">{psalmT('psalm.featured.inEnglish')}</Badge>
                  ) : null}
                </div>
                <h3 className="font-serif text-lg leading-snug font-semibold" lang={item.language}>
                  {item.title}
                </h3>
                <p className="flex-1 text-sm text-muted-foreground" lang={item.language}>
                  {item.excerptIsPartial ? `${item.excerpt.trimEnd()}…` : item.excerpt}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start self-start"
                  aria-label={psalmT('psalm.featured.readLabel', { title: item.title })}
                  onClick={() => setReading(item)}
                >
                  <BookOpen aria-hidden="true" />
                  {psalmT('psalm.featured.read')}
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}

      <FeaturedPsalmDialog psalm={reading} onClose={() => setReading(null)} />
    </section>
  );
}
