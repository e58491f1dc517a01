import { createApp, type AppDeps } from './app';
import { createAuth, type AuthDeps } from './auth/auth';
import { accountProfiles } from './modules/profile';
import { createKeptWidgetAnswers } from './modules/psalms';
import { createEmailProvider } from './providers/email';
import { createMemoryBus, type EventBus } from './realtime/bus';
import { createPostgresBus } from './realtime/postgres-bus';

export type AssembleOptions = Omit<AppDeps, 'auth' | 'bus' | 'email'> & {
  /** better-auth's signing secret (auth/secret.ts resolves the configured or the kept one). */
  authSecret: string;
  /** Where email goes: SMTP_URL's server, or the outbox (with the operator's link shown). */
  mail: Omit<Parameters<typeof createEmailProvider>[0], 'db' | 'logger'>;
  /** A cheaper password hash (tests); better-auth's scrypt when omitted. */
  passwordHashing?: AuthDeps['passwordHashing'];
};

/**
 * The whole app and the parts it is made of that depend on each other: the event bus its database
 * carries (PostgreSQL's NOTIFY, or in memory on PGlite), email, and auth with the profile module's
 * part in sign-up. One wiring for the server (main.ts), the tests' harness and the bench, so
 * that what they run is the app users get.
 */
export async function assembleApp(options: AssembleOptions) {
  const { authSecret, mail, passwordHashing, ...deps } = options;
  const { database, logger } = deps;
  const bus: EventBus = database.pool
    ? await createPostgresBus(database.pool, logger)
    : createMemoryBus();
  const email = createEmailProvider({ ...mail, db: database.db, logger });
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    publicUrl: deps.publicUrl,
    trustedOrigins: deps.trustedOrigins,
    email,
    logger,
    // Emails go out in the account's language, which the profile module keeps.
    profiles: accountProfiles(database.db),
    passwordHashing,
  });
  const keptWidgetAnswers = createKeptWidgetAnswers({
    db: database.db,
    bus,
    logger,
    trustedProxyHops: deps.trustedProxyHops ?? 0,
  });
  const app = createApp({ ...deps, auth, bus, email, keptWidgetAnswers });
  return { app, auth, bus, email, keptWidgetAnswers };
}
