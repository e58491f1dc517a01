import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressSession } from '@contracts/progress';
import { useCompleteProgress } from '@web/lib/progress/use-complete-progress';
import { useStartProgress } from '@web/lib/progress/use-start-progress';

/**
 * The reader's and the Psalm page player's user_progress bookkeeping (docs/decisions/134), which
 * the Stats tab counts as plays: a session starts when the audio first plays, or when a text-only
 * item is opened (`startOnOpen`); it completes when the audio ends or the member marks the text
 * finished. A session starts once per visit; after it completes, playing
 * again starts a new one. The component is keyed by the item, so another item starts afresh.
 */
export function useReaderProgress(contentId: string, { startOnOpen }: { startOnOpen: boolean }) {
  const start = useStartProgress();
  const complete = useCompleteProgress();
  const { mutateAsync: startAsync } = start;
  const session = useRef<Promise<ProgressSession> | null>(null);
  const [finished, setFinished] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const begin = useCallback(() => {
    if (!session.current) {
      const started = startAsync(contentId);
      session.current = started;
      // A failed start is forgotten, so the next play or Mark as finished tries again.
      started.catch(() => {
        if (session.current === started) session.current = null;
      });
    }
    return session.current;
  }, [contentId, startAsync]);

  useEffect(() => {
    // Bookkeeping only: a failure here does not trouble the reader.
    if (startOnOpen) begin().catch(() => undefined);
  }, [startOnOpen, begin]);

  const { mutateAsync: completeAsync } = complete;
  const finish = useCallback(async () => {
    setFinishing(true);
    try {
      const current = await begin();
      await completeAsync(current.id);
      session.current = null;
      setFinished(true);
    } finally {
      setFinishing(false);
    }
  }, [begin, completeAsync]);

  return { begin, finish, finished, finishing };
}
