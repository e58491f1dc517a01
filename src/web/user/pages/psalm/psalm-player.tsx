import type { DailyPsalm } from '@contracts/psalms';
import { isDeviceOffline } from '@web/lib/device-offline';
import { useReaderProgress } from '@web/lib/progress/use-reader-progress';
import { AudioPlayer } from '@web/ui/audio-player';

/**
 * Today's narration, recorded as a play the way the library's items are (a session starts at the
 * first play and completes when the audio ends), so the Stats tab counts the daily psalm too.
 * Bookkeeping only: a failure to record it never troubles the listener, and a play offline (from
 * the service worker's copy) is not recorded.
 */
export function PsalmPlayer({ psalm, src }: { psalm: DailyPsalm; src: string }) {
  const progress = useReaderProgress(psalm.id, { startOnOpen: false });
  return (
    <AudioPlayer
      src={src}
      title={psalm.title}
      onPlay={() => {
        if (!isDeviceOffline()) void progress.begin().catch(() => undefined);
      }}
      onEnded={() => {
        if (!isDeviceOffline()) void progress.finish().catch(() => undefined);
      }}
    />
  );
}
