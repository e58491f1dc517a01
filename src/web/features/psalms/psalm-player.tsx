import type { DailyPsalm } from '@contracts/psalms';
import { ListenPlayer, useItemQueue } from '@web/features/listening';

/**
 * Today's narration in the app's player (decision 064), which records it as a play the way the
 * library's items are (a session starts at the first play and completes when the audio ends), so
 * the Stats tab counts the daily psalm too; a play offline is not recorded.
 */
export function PsalmPlayer({ psalm, src }: { psalm: DailyPsalm; src: string }) {
  const queue = useItemQueue({ contentId: psalm.id, title: psalm.title, src, href: '/psalm' });
  return <ListenPlayer queue={queue} />;
}
