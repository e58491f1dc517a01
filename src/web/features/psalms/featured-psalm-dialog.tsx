import { formatDayLong } from '@web/lib/format-date';
import { psalmT } from './i18n/psalm-t';
import type { FeaturedPsalm } from '@contracts/psalms';
import { ListenPlayer, useItemQueue } from '@web/features/listening';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { Skeleton } from '@web/ui/skeleton';
import { PremiumRefusal, premiumRefusalOf, refusalTitle } from '@web/features/premium';
import { themeLabel } from './psalm-labels';
import { usePsalmText } from './use-psalm-text';

/** A featured psalm in full: its text and, when narrated, its audio. */
export function FeaturedPsalmDialog({
  psalm,
  onClose,
}: {
  psalm: FeaturedPsalm | null;
  onClose: () => void;
}) {
  const item = usePsalmText(psalm?.id ?? null);
  const text = (item.data?.generatedPsalm ?? item.data?.description ?? '').trim();
  return (
    <Dialog open={psalm !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {psalm ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="font-serif text-xl" lang={psalm.language}>
              {psalm.title}
            </DialogTitle>
            <DialogDescription>
              {formatDayLong(psalm.psalmDate)}
              {psalm.psalmTheme ? ` · ${themeLabel(psalm.psalmTheme)}` : ''}
            </DialogDescription>
          </DialogHeader>
          {psalm.audioUrl ? (
            <FeaturedPsalmPlayer id={psalm.id} title={psalm.title} src={psalm.audioUrl} />
          ) : null}
          {item.isPending ? (
            <div className="grid gap-2" role="status" aria-label={psalmT('psalm.reader.loading')}>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : premiumRefusalOf(item.error) ? (
            <PremiumRefusal error={item.error} title={refusalTitle(item.error)} headingLevel={3} />
          ) : item.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {psalmT('psalm.reader.failed')}
            </p>
          ) : (
            <div
              className="font-serif text-lg leading-relaxed whitespace-pre-line"
              lang={psalm.language}
            >
              {text}
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A featured psalm's narration in the app's player: it plays on after the dialog closes. */
function FeaturedPsalmPlayer({ id, title, src }: { id: string; title: string; src: string }) {
  const queue = useItemQueue({ contentId: id, title, src, href: '/psalm' });
  return <ListenPlayer queue={queue} />;
}
