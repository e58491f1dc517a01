import type { Logger } from '@server/logger';
import type { EventBus } from '@server/realtime/bus';

/**
 * A member's premium status may have changed: every instance forgets who they were (the viewer
 * cache, docs/decisions/023) and their open event streams check them again. The change itself is
 * committed; a signal that cannot be sent is logged, and the cache's few seconds cover it.
 */
export async function announcePremiumChange(
  deps: { bus?: EventBus; logger?: Logger },
  userId: string,
) {
  await deps.bus?.signalAccessChanged({ userId }).catch((err: unknown) => {
    deps.logger?.warn({ err }, 'could not signal a premium change');
  });
}
