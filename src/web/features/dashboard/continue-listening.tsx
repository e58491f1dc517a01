import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@web/ui/link';
import { Play } from 'lucide-react';
import type { ContinueListeningItem, ContinueListeningPage } from '@contracts/listening';
import { apiFetch } from '@web/lib/api-client';
import { formatClock } from '@web/lib/format-clock';
import { t } from '@web/lib/i18n/t';
import { browserTimeZone } from '@web/lib/time-zone';
import { Button } from '@web/ui/button';
import { Progress } from '@web/ui/progress';
import { usePlayerActions } from '@web/features/listening';
import type { PlayerQueue } from '@web/features/listening';

const shown = 3;
/** As the page's offer (resume-offer.tsx): nothing a few seconds from either end, nothing silent. */
const marginMs = 5_000;
const worthResuming = (item: ContinueListeningItem) =>
  !!item.audioUrl && item.positionMs >= marginMs && item.positionMs <= item.durationMs - marginMs;

/** GET /api/listening (the dashboard's first screen asks for it too): the member's unfinished items, most recently heard first (decision 064). */
async function fetchContinueListening(signal: AbortSignal): Promise<ContinueListeningPage> {
  const zone = browserTimeZone();
  const query = `limit=${shown}${zone ? `&timeZone=${encodeURIComponent(zone)}` : ''}`;
  const response = await apiFetch(`/api/listening?${query}`, { signal });
  return (await response.json()) as ContinueListeningPage;
}

/**
 * Continue listening: where the member stopped, on this device or another, each resumed in the
 * app's player with one press. Bookkeeping for convenience: nothing shows while there is nothing to
 * resume or the list cannot be read.
 */
export const continueListeningQuery = () =>
  queryOptions({
    queryKey: ['listening', 'continue'] as const,
    queryFn: ({ signal }) => fetchContinueListening(signal),
    // Where they stopped changes on other devices too: asked again when the dashboard is come back
    // to, but not by the hydration of a page the server has just drawn from it.
    staleTime: 15_000,
    retry: false,
  });

export function ContinueListening() {
  const list = useQuery(continueListeningQuery());
  const items = list.data?.items.filter(worthResuming) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-listening-heading" className="mt-10 grid gap-3">
      <h2 id="continue-listening-heading" className="text-xl font-semibold">
        {t('dashboard.listening.title')}
      </h2>
      <ul className="grid gap-2">
        {items.map((item) => (
          <ContinueItem key={item.contentId} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ContinueItem({ item }: { item: ContinueListeningItem }) {
  const actions = usePlayerActions();
  const href = `/content/${item.contentId}`;
  const queue = useMemo<PlayerQueue>(
    () => ({
      key: `item:${item.contentId}:${item.audioUrl}`,
      tracks: [{ contentId: item.contentId, title: item.title, src: item.audioUrl ?? '', href }],
    }),
    [item.contentId, item.title, item.audioUrl, href],
  );
  const seconds = item.positionMs / 1000;
  const share = item.durationMs > 0 ? (item.positionMs / item.durationMs) * 100 : 0;
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Link to={href} className="font-medium break-words hover:underline">
          {item.title}
        </Link>
        <Progress
          value={share}
          aria-label={t('dashboard.listening.progress', { title: item.title })}
        />
      </div>
      <Button variant="secondary" onClick={() => actions.play(queue, 0, seconds)}>
        <Play aria-hidden="true" />
        {t('dashboard.listening.resume', { time: formatClock(seconds) })}
      </Button>
    </li>
  );
}
