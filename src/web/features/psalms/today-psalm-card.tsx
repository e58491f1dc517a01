import { useEffect, useId, useState } from 'react';
import { ChevronDown, ChevronUp, Languages, RefreshCw, Sunrise } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatDayLong, formatTime } from '@web/lib/format-date';
import { psalmT } from './i18n/psalm-t';
import { useLocale } from '@web/lib/i18n/use-locale';
import { ShareToCommunityButton } from '@web/features/posts';
import { notifyFailure } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { PremiumRefusal, premiumRefusalOf, refusalTitle } from '@web/features/premium';
import { PsalmAudio } from './psalm-audio';
import { themeLabel } from './psalm-labels';
import { useTodayPsalm } from './use-today-psalm';

const skeletonLines = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? 'w-3/5' : 'w-full'));

/**
 * 001 §2: Today's Psalm for the reader's local date: date, theme, generation time, the text, the
 * audio player or Generate Audio, and collapse and refresh controls; "No psalm for today" otherwise.
 */
export function TodayPsalmCard() {
  const today = useTodayPsalm();
  const [collapsed, setCollapsed] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const psalm = today.data?.psalm ?? null;
  const locale = useLocale();
  // The server answers in the reader's language, or in English on a day that has none in it.
  const inEnglishInstead = psalm !== null && psalm.language === 'en' && locale !== 'en';

  // A free member's refusal (daily limit, premium-only) is no failure: the card says what it is.
  const refused = today.isError && premiumRefusalOf(today.error) !== null;

  useEffect(() => {
    if (today.isError && !refused)
      notifyFailure(
        psalmT('psalm.loadFailed'),
        psalmT('psalm.loadFailedDescription'),
        'psalm-load',
      );
  }, [today.isError, refused]);

  const refreshing = today.isFetching && !today.isPending;
  const dateKey = today.data?.date;

  return (
    <Card className="overflow-hidden" aria-labelledby={titleId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b bg-primary-soft/50 px-5 py-4 sm:px-6">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="text-lg font-semibold">
            {psalmT('psalm.today.title')}
          </h2>
          {/* The date's line is kept while it loads, so the card below does not move when it
              arrives (Lighthouse measured a layout shift of 0.24 on /psalm). */}
          <p className="min-h-5 text-sm text-muted-foreground" data-testid="psalm-date">
            {dateKey ? formatDayLong(dateKey) : null}
          </p>
        </div>
        <div className="flex items-center gap-1">
          {psalm ? <ShareToCommunityButton contentId={psalm.id} compact /> : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={psalmT('psalm.today.refresh')}
            title={psalmT('psalm.today.refresh')}
            onClick={() => void today.refetch()}
            disabled={today.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
          </Button>
          {psalm ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={collapsed ? psalmT('psalm.today.expand') : psalmT('psalm.today.collapse')}
              title={collapsed ? psalmT('psalm.today.expand') : psalmT('psalm.today.collapse')}
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
            </Button>
          ) : null}
        </div>
      </div>

      {today.isPending ? (
        // Shaped like a psalm (title, details, player, a dozen lines), so what follows the card
        // is already below the first screen and does not jump when the text arrives.
        <div className="grid gap-3 p-5 sm:p-6" role="status" aria-label={psalmT('psalm.loading')}>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="my-2 h-12 w-full" />
          {skeletonLines.map((width, i) => (
            <Skeleton key={i} className={cn('h-5', width)} />
          ))}
        </div>
      ) : refused && !today.data ? (
        <PremiumRefusal
          error={today.error}
          title={refusalTitle(today.error)}
          headingLevel={3}
          className="m-5 sm:m-6"
        />
      ) : today.isError && !today.data ? (
        <div className="grid justify-items-start gap-3 p-6" role="alert">
          <p className="text-sm font-medium">{psalmT('psalm.loadFailed')}</p>
          <Button variant="outline" onClick={() => void today.refetch()}>
            {psalmT('psalm.retry')}
          </Button>
        </div>
      ) : psalm ? (
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="grid gap-2">
            <h3
              className="font-serif text-2xl leading-snug font-semibold sm:text-3xl"
              lang={psalm.language}
            >
              {psalm.title}
            </h3>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {psalm.psalmTheme ? (
                <Badge>
                  <span className="sr-only">{psalmT('psalm.today.themeLabel')}: </span>
                  {themeLabel(psalm.psalmTheme)}
                </Badge>
              ) : null}
              <span>
                {psalmT('psalm.today.generatedAt', { time: formatTime(psalm.createdAt) })}
              </span>
            </div>
            {inEnglishInstead ? (
              <p
                className="flex items-start gap-2 text-sm text-muted-foreground"
                data-testid="psalm-language-note"
              >
                <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {psalmT('psalm.today.inEnglish')}
              </p>
            ) : null}
          </div>
          <div id={bodyId} hidden={collapsed} className="grid gap-5">
            <PsalmAudio psalm={psalm} />
            <div
              className="font-serif text-lg leading-relaxed whitespace-pre-line"
              data-testid="psalm-text"
              lang={psalm.language}
            >
              {psalm.text}
            </div>
          </div>
          {collapsed ? (
            <p className="text-sm text-muted-foreground">{psalmT('psalm.today.collapsedNote')}</p>
          ) : null}
        </div>
      ) : (
        <EmptyState
          className="m-5 sm:m-6"
          icon={Sunrise}
          headingLevel={3}
          title={psalmT('psalm.empty.title')}
          description={psalmT('psalm.empty.description')}
        />
      )}
    </Card>
  );
}
