import { useEffect, useMemo, useRef } from 'react';
import type { PlayerQueue } from './player-types';

interface ItemAudio {
  contentId: string;
  title: string;
  src: string;
  /** The page the mini player's title leads back to. */
  href: string;
  /** Offers the ambient bed (a meditation). */
  ambient?: boolean;
  /** Heard to its end (the play is recorded by the player itself). */
  onFinished?: () => void;
}

/** One item's audio as a queue of one, the same object while the item is the same. */
export function useItemQueue({
  contentId,
  title,
  src,
  href,
  ambient,
  onFinished,
}: ItemAudio): PlayerQueue {
  // The latest callback, without making a new queue each time the page draws.
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  return useMemo(
    () => ({
      key: `item:${contentId}:${src}`,
      tracks: [{ contentId, title, src, href }],
      ambient,
      onFinished: () => finished.current?.(),
    }),
    [contentId, title, src, href, ambient],
  );
}
