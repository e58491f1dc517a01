import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, Download as DownloadIcon, Trash2 } from 'lucide-react';
import type { DownloadKind } from '@contracts/downloads';
import { LazyUpgradeCard, useSubscription } from '@web/features/premium';
import { cn } from '@web/lib/cn';
import { downloadsT as t } from './i18n/downloads-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { canDownload, findDownload } from './download-basics';
import { DownloadProgressStatus } from './download-progress';
import { formatBytes } from './format-bytes';
import {
  downloadFailureText,
  isPremiumRefusal,
  useDownload,
  useDownloadProgress,
  useDownloads,
  useRemoveDownload,
} from './use-downloads';

export interface DownloadButtonProps {
  kind: DownloadKind;
  /** The item's or workflow's id; the week's first day (Monday) for the week's psalms. */
  id: string;
  /** What the download is called in the toasts and on /account ("This week's psalms" for the week). */
  title?: string;
  /** A workflow's: the member's session, kept with the download so its page opens offline. */
  sessionId?: string;
  className?: string;
}

/**
 * Download for offline use (decision 064). A premium member downloads (the button shows "n of m
 * files" meanwhile), then sees "Downloaded · 3.2 MB" with Remove. A free member sees the same
 * button, which opens the upgrade offer below it, as does the server's 403 premium_required.
 * Drawn in the browser only, once the page is live (download-button.tsx).
 */
export function DownloadControl({
  kind,
  id,
  title: given,
  sessionId,
  className,
}: DownloadButtonProps) {
  const week = kind === 'week';
  const title = given ?? t('downloads.weekTitle');
  const label = week ? t('downloads.weekAction') : t('downloads.download');
  const { isPremium } = useSubscription();
  const downloads = useDownloads();
  const progress = useDownloadProgress(kind, id);
  const start = useDownload();
  const remove = useRemoveDownload();
  const [offerOpen, setOfferOpen] = useState(false);
  const offerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const stored = downloads.data ? findDownload(downloads.data, kind, id) : undefined;
  const showOffer = offerOpen;
  const state = progress ? 'running' : stored ? 'stored' : 'none';

  // The control changes with the state (Download, then Remove): when the focus was in here and
  // went with the control that left (to the page's body), it comes to the new one, so a keyboard
  // user is not sent back to the top of the page. Focus taken elsewhere meanwhile stays there.
  const focusedInside = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || wrapper.current?.contains(active);
    if (!focusedInside.current || !lost) return;
    wrapper.current?.querySelector<HTMLElement>('[data-download-control]')?.focus();
  }, [state]);

  if (!canDownload()) {
    return isPremium ? (
      <p className={cn('text-sm text-muted-foreground', className)}>{t('downloads.unsupported')}</p>
    ) : null;
  }

  const onDownload = () => {
    if (state !== 'none') return;
    if (!isPremium || offerOpen) {
      setOfferOpen((open) => !open);
      return;
    }
    // The server has the last word: a refusal for premium opens the same offer.
    start.mutate(
      { kind, id, title, sessionId },
      { onError: (error) => setOfferOpen(isPremiumRefusal(error)) },
    );
  };
  const onRemove = () => {
    if (!stored) return;
    remove.mutate(
      { kind, id: stored.id },
      {
        onSuccess: () => notifySuccess(t('downloads.removed')),
        onError: (error) => notifyFailure(t('downloads.removeFailed'), downloadFailureText(error)),
      },
    );
  };

  return (
    <div
      ref={wrapper}
      className={cn('grid justify-items-start gap-3', className)}
      onFocus={() => (focusedInside.current = true)}
      onBlur={(event) => {
        // A control removed while focused blurs towards nothing: the focus is still "in here".
        const to = event.relatedTarget;
        if (to && !wrapper.current?.contains(to)) focusedInside.current = false;
      }}
    >
      {state === 'stored' && stored ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('downloads.downloaded', { size: formatBytes(stored.bytes) })}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            loading={remove.isPending}
            data-download-control
          >
            {remove.isPending ? null : <Trash2 aria-hidden="true" />}
            {t('downloads.remove')}
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          // Kept focusable while it runs (aria-disabled, not disabled), so the focus stays on it.
          aria-disabled={state === 'running' || undefined}
          aria-busy={state === 'running' || undefined}
          aria-expanded={isPremium && !showOffer ? undefined : showOffer}
          aria-controls={showOffer ? offerId : undefined}
          data-download-control
          className={state === 'running' ? 'cursor-progress opacity-80' : undefined}
        >
          <DownloadIcon aria-hidden="true" />
          {label}
        </Button>
      )}
      <DownloadProgressStatus progress={progress} />
      {showOffer ? (
        <div id={offerId} className="w-full">
          <Suspense fallback={<Spinner className="size-5 text-primary" />}>
            <LazyUpgradeCard
              title={t('downloads.premiumTitle')}
              description={t('downloads.premiumDetail')}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
