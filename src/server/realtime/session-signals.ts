import type { Auth } from '../auth/auth';
import type { Logger } from '../logger';
import type { EventBus } from './bus';

/**
 * When a session ends, its person's open event streams check their listener at once, on every
 * instance, so a signed-out stream closes now instead of at its next periodic check. A signal that
 * cannot be sent (database briefly away) is logged, not failed: the sign-out itself has happened
 * and the periodic check still closes the stream.
 */
export function signalEndedSessions(auth: Auth, bus: EventBus, logger: Logger) {
  return auth.onSessionEnded(async ({ userId }) => {
    await bus.signalAccessChanged({ userId }).catch((err: unknown) => {
      logger.warn({ err }, 'could not signal an ended session to open event streams');
    });
  });
}
