import { useEffect } from 'react';
import type { WorkflowSessionDetail } from '@contracts/workflows';
import { playerT, ListenPlayer, usePlayerState } from '@web/features/listening';
import { useGuidedSession } from './use-guided-session';

/**
 * "Listen to the session": the steps play one after another in the app's player (decision 064),
 * and the step on screen follows the one playing.
 */
export function GuidedSessionPlayer({
  session,
  step,
  onStep,
}: {
  session: WorkflowSessionDetail;
  /** The step on screen: where listening starts. */
  step: number;
  /** The player moved to this step (or past the last one). */
  onStep: (index: number) => void;
}) {
  const queue = useGuidedSession(session);
  const player = usePlayerState();
  const mine = player.queueKey === queue.key;
  const followed = mine ? (player.status === 'ended' ? queue.tracks.length : player.index) : null;

  useEffect(() => {
    if (followed !== null) onStep(followed);
    // onStep is the page's setter: the index alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed]);

  if (queue.tracks.length === 0) return null;
  return (
    <section aria-labelledby="guided-session-heading" className="mb-6 grid gap-2">
      <h2 id="guided-session-heading" className="text-lg font-semibold">
        {playerT('player.guided')}
      </h2>
      <p className="text-sm text-muted-foreground">{playerT('player.guidedHint')}</p>
      <ListenPlayer queue={queue} startIndex={step} />
    </section>
  );
}
