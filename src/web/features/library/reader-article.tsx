import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { ContentItem } from '@contracts/content';
import { errorDetail } from '@web/lib/error-detail';
import { formatDayLong, formatLongDate } from '@web/lib/format-date';
import { libraryT } from './i18n/library-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { ShareToCommunityButton } from '@web/features/posts';
import { ListenPlayer, useItemQueue } from '@web/features/listening';
import { Button } from '@web/ui/button';
import { ReadingText } from '@web/ui/reading-text';
import { UpgradeCard } from '@web/features/premium';
import { DownloadButton } from '@web/features/downloads';
import { CategoryLabel, ItemBadges } from './content-meta';
import { useReaderProgress } from './use-reader-progress';

/** A summary as it may begin its text: spaces as one, less a trailing ellipsis (a cut summary). */
const opening = (text: string) => text.replace(/\s+/g, ' ').replace(/…$/, '').trim();

/**
 * The item itself: category (colour), title, difficulty, minutes and date; the player when it has
 * audio; a daily psalm's text; the body, laid out for reading (docs/decisions/147), or else the
 * description; for a limited viewer given only the opening, the upgrade card; and, for text-only
 * items, Mark as finished.
 */
export function ReaderArticle({ item }: { item: ContentItem }) {
  const hasAudio = Boolean(item.audioUrl);
  const progress = useReaderProgress(item.id, { startOnOpen: !hasAudio });
  // Heard to its end in the app's player, which records the play itself.
  const [heard, setHeard] = useState(false);
  const psalmText = item.isDailyPsalm ? item.generatedPsalm?.trim() : undefined;
  const body = item.body?.trim() || undefined;
  // A saved daily psalm's description is the opening of its text, and an AI item's the first
  // sentence of its body: shown once, as the text.
  const text = psalmText ?? body;
  const description =
    text && opening(text).startsWith(opening(item.description ?? ''))
      ? undefined
      : item.description?.trim();
  const dateLine =
    item.isDailyPsalm && item.psalmDate
      ? libraryT('reader.psalmDate', { date: formatDayLong(item.psalmDate) })
      : libraryT('reader.published', { date: formatLongDate(item.createdAt) });

  const finish = () =>
    progress
      .finish()
      .then(() => notifySuccess(libraryT('reader.finishedToast')))
      .catch((error: unknown) =>
        notifyFailure(
          libraryT('reader.finishFailed'),
          errorDetail(error, libraryT('reader.finishFailed')),
        ),
      );

  return (
    <article className="grid gap-6">
      <title>{item.title}</title>
      <header className="grid gap-3">
        <CategoryLabel category={item.category} />
        <h1 className="font-serif text-3xl leading-tight font-semibold break-words sm:text-4xl">
          {item.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <ItemBadges item={item} />
          <span className="text-sm text-muted-foreground">{dateLine}</span>
        </div>
        <DownloadButton kind="content" id={item.id} title={item.title} />
      </header>

      {item.audioUrl ? (
        <section aria-label={libraryT('reader.listenHeading')}>
          <ReaderPlayer item={item} src={item.audioUrl} onFinished={() => setHeard(true)} />
          {/* A person's recording (decision 072) says whose voice it is. */}
          {item.readBy ? (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="reader-read-by">
              {libraryT('reader.readBy', { name: item.readBy })}
            </p>
          ) : null}
        </section>
      ) : null}

      {psalmText ? (
        <section aria-labelledby="reader-psalm" className="grid gap-2">
          <h2 id="reader-psalm" className="sr-only">
            {libraryT('reader.psalmHeading')}
          </h2>
          <p className="font-serif text-lg leading-relaxed whitespace-pre-line">{psalmText}</p>
        </section>
      ) : null}

      {body && !psalmText && description ? (
        // With a body, the description is its summary: a lead line above the text.
        <p className="max-w-[65ch] text-lg leading-relaxed break-words text-muted-foreground">
          {description}
        </p>
      ) : null}

      {body && !psalmText ? (
        <section aria-labelledby="reader-body">
          <h2 id="reader-body" className="sr-only">
            {libraryT('reader.bodyHeading')}
          </h2>
          <ReadingText body={body} />
        </section>
      ) : null}

      {description && (psalmText || !body) ? (
        <section aria-labelledby="reader-about" className="grid gap-2">
          <h2 id="reader-about" className={psalmText ? 'text-lg font-semibold' : 'sr-only'}>
            {libraryT('reader.aboutHeading')}
          </h2>
          <p className="leading-relaxed break-words whitespace-pre-line">{description}</p>
        </section>
      ) : null}

      {item.truncated ? (
        // Only the opening came (a limited viewer with the text of free members off): what
        // Premium would give, as on every refusal.
        <UpgradeCard detail={libraryT('reader.previewNote')} />
      ) : null}

      {!psalmText && !body && !description ? (
        <p className="text-sm text-muted-foreground">{libraryT('reader.noText')}</p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3 border-t pt-6 empty:hidden">
        {progress.finished || heard ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {libraryT('reader.finished')}
          </p>
        ) : hasAudio ? null : (
          <Button onClick={() => void finish()} loading={progress.finishing}>
            <CheckCircle2 aria-hidden="true" />
            {libraryT('reader.finish')}
          </Button>
        )}
        <ShareToCommunityButton contentId={item.id} />
      </div>
    </article>
  );
}

/**
 * A meditation is offered the ambient bed: AI Auto's daily meditations, and items in a category
 * named for meditation in any of the app's languages ("Meditation", "Meditação", "Meditación").
 */
const isMeditation = (item: ContentItem) =>
  item.contentType === 'daily_meditation' || /medita/i.test(item.category?.name ?? '');

/**
 * The item's audio in the app's player, which records the play (decision 064); heard to its end,
 * the reader says well done.
 */
function ReaderPlayer({
  item,
  src,
  onFinished,
}: {
  item: ContentItem;
  src: string;
  onFinished: () => void;
}) {
  const queue = useItemQueue({
    contentId: item.id,
    title: item.title,
    src,
    href: `/content/${item.id}`,
    ambient: isMeditation(item),
    onFinished: () => {
      onFinished();
      notifySuccess(libraryT('reader.finishedToast'));
    },
  });
  return <ListenPlayer queue={queue} />;
}
