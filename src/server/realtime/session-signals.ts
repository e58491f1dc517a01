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
  const signal = (what: string) => async (userId: string) => {
    await bus.signalAccessChanged({ userId }).catch((err: unknown) => {
      logger.warn({ err }, `could not signal ${what}`);
    });
  };
  const ended = signal('an ended session');
  const stopSessions = auth.onSessionEnded(({ userId }) => ended(userId));
  // The cache of who is signed in (decision 023) forgets an account whose name or state changed.
  const stopUsers = auth.onUserChanged(signal('a changed account'));
  return () => {
    stopSessions();
    stopUsers();
  };
}
