import { queryOptions, useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { formatClock } from '@web/lib/format-clock';
import { playerT } from './i18n/player-t';
import { useMe } from '@web/lib/session/me-query';
import { Button } from '@web/ui/button';
import { fetchPosition } from './listening-api';

/** A position this close to either end is not worth offering (decision 064). */
const marginMs = 5_000;

export const listeningQueryKey = (contentId: string) => ['listening', contentId] as const;

/** GET /api/listening/{id}: where the member stopped in one item (a page's first screen asks too). */
export const listeningPositionQuery = (contentId: string) =>
  queryOptions({
    queryKey: listeningQueryKey(contentId),
    queryFn: () => fetchPosition(contentId),
    // It changes on other devices too: asked again when the page is come back to, but not by the
    // hydration of a page the server has just drawn from it.
    staleTime: 15_000,
    retry: false,
  });

/**
 * "Resume at 4:12": where the member stopped in this item, on this device or another. Reading the
 * position is a nicety: a failure (offline) simply offers nothing.
 */
export function ResumeOffer({
  contentId,
  hidden,
  onResume,
}: {
  contentId: string;
  hidden: boolean;
  onResume: (seconds: number) => void;
}) {
  const signedIn = !!useMe().data;
  const position = useQuery({ ...listeningPositionQuery(contentId), enabled: signedIn });
  const saved = position.data?.position;
  if (hidden || !saved) return null;
  if (saved.positionMs < marginMs || saved.positionMs > saved.durationMs - marginMs) return null;
  const seconds = saved.positionMs / 1000;
  return (
    <Button variant="secondary" className="justify-self-start" onClick={() => onResume(seconds)}>
      <RotateCcw aria-hidden="true" />
      {playerT('player.resume', { time: formatClock(seconds) })}
    </Button>
  );
}
