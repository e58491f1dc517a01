import { and, eq, like } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Language } from '@contracts/enums';
import { passwordMaxLength, passwordMinLength } from '@contracts/limits';
import { hasControlCharacters, nameCharactersMessage } from '@contracts/names';
import type { Db } from '../db/connection';
import { errorSummary } from '../error-summary';
import type { Logger } from '../logger';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import type { EmailProvider } from '../providers/email';
import { languageFromAcceptLanguage } from '../lib/language';
import {
  confirmationEmail,
  existingAccountEmail,
  greetingName,
  resetPasswordEmail,
} from './emails';

export type AuthDeps = {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Origins whose pages may call /api/auth (config.trustedOrigins); default: publicUrl's alone. */
  trustedOrigins?: string[];
  email: EmailProvider;
  /** Where better-auth's own complaints go (as safe summaries); dropped when not given. */
  logger?: Logger;
  /**
   * The profile of each account, which the profile module owns (decision 040): the composition
   * root hands it over, since auth, being platform, imports no module (decision 039).
   */
  profiles: AccountProfiles;
  /**
   * How passwords are hashed and checked: better-auth's scrypt unless given. The tests hand the
   * same scrypt, memoized (src/server/test/password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
};

export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** What auth needs of an account's profile. */
export type AccountProfiles = {
  /** The language an account's emails are written in. */
  languageOf: (userId: string) => Promise<Language>;
  /** Creates the profile row of an account just signed up (nothing when it exists). */
  create: (profile: { userId: string; fullName: string; language: Language }) => Promise<void>;
};

/** A session that has just ended (its row is gone). */
export type EndedSession = { id: string; userId: string };

/**
 * Every outstanding password-reset link of an account (better-auth keeps them in the verification
 * table as `reset-password:<token>` → user id). Once the password has been reset with one link,
 * the others must not work any more.
 */
async function revokeResetTokens(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(
      and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
    );
}

/**
 * better-auth endpoints after whose success no reset link of the account may work any more: a
 * password change and a sign-out of other sessions are what someone does who fears another knows
 * the password or holds a session, and a reset link waiting in a mailbox is one more way in (a
 * completed reset already voids them: onPasswordReset).
 */
const voidResetLinksAfter = new Set([
  '/change-password',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

/**
 * The last word on what better-auth writes to a users row, whichever of its endpoints writes it
 * (our /api/auth routes validate the bodies first; this also holds for a path they do not match):
 * names without control characters, and no `image`: the picture is the profile's uploaded avatar,
 * never a URL of the client's choice. Answers 400 on the field, as better-auth's own refusals do.
 */
function refuseUnsafeUserFields(data: Record<string, unknown>) {
  for (const field of ['name', 'firstName', 'lastName'])
    if (typeof data[field] === 'string' && hasControlCharacters(data[field]))
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_ERROR',
        message: `[body.${field}] ${nameCharactersMessage}`,
      });
  if (data.image !== undefined && data.image !== null)
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: '[body.image] Unknown field.',
    });
}

/** better-auth: email and password accounts, email confirmation, reset, sessions in the database. */
export function createAuth({
  db,
  secret,
  publicUrl,
  trustedOrigins,
  email,
  logger,
  profiles,
  passwordHashing,
}: AuthDeps) {
  const sessionEndListeners = new Set<(session: EndedSession) => Promise<void>>();
  const userChangeListeners = new Set<(userId: string) => Promise<void>>();
  const auth = betterAuth({
    appName: 'Psalmlight',
    secret,
    // better-auth prints a failed query whole, its parameters too (a session token, a user id):
    // through our logger only its safe summary goes out (the error handler logs the same way).
    logger: logger
      ? {
          log: (level, message, ...args) =>
            logger[level]({ error: args.map(errorSummary) }, message),
        }
      : { disabled: true },
    baseURL: publicUrl,
    basePath: '/api/auth',
    trustedOrigins: trustedOrigins ?? [new URL(publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      requireEmailVerification: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => revokeResetTokens(db, user.id),
      // Signing up with a registered email answers exactly like a new sign-up (better-auth's
      // generic answer, with the password hashed all the same, because confirmation is required),
      // so nobody learns which addresses have accounts; the owner is told, with the way back in.
      onExistingUserSignUp: async ({ user }) => {
        const message = existingAccountEmail(
          await profiles.languageOf(user.id),
          greetingName(user),
          {
            signIn: `${publicUrl}/auth`,
            reset: `${publicUrl}/auth?mode=forgot`,
          },
        );
        await email.send({ to: user.email, ...message, link: `${publicUrl}/auth` });
      },
      sendResetPassword: async ({ user, url }) => {
        const message = resetPasswordEmail(
          await profiles.languageOf(user.id),
          greetingName(user),
          url,
        );
        await email.send({ to: user.email, ...message, link: url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // In the account's stored language: at sign-up the profile row (and its language, from the
      // request) is written by the user.create hook below, which better-auth runs first.
      sendVerificationEmail: async ({ user, url }) => {
        const message = confirmationEmail(await profiles.languageOf(user.id), url);
        await email.send({ to: user.email, ...message, link: url });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own limiter (http/rate-limit.ts) guards sign-in and email sending with one policy.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'psalmlight',
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      // Every way a session ends (sign-out, global sign-out, reset, password change) deletes its
      // row through better-auth, after the change is committed: open event streams hear of it.
      session: {
        delete: {
          after: async (session) => {
            for (const listener of sessionEndListeners)
              await listener({ id: session.id, userId: session.userId });
          },
        },
      },
      user: {
        // A name or confirmation changed through better-auth (update-user, verify-email).
        update: {
          before: async (data) => refuseUnsafeUserFields(data),
          after: async (user) => {
            for (const listener of userChangeListeners) await listener(user.id);
          },
        },
        create: {
          before: async (user) => refuseUnsafeUserFields(user),
          // Every account has a profile row from the start, in the language the sign-up request
          // asked for (Accept-Language: the web sends its locale; a browser its own list).
          after: async (user, context) => {
            const headers = context?.headers ?? context?.request?.headers;
            const language = languageFromAcceptLanguage(headers?.get('accept-language'));
            await profiles.create({ userId: user.id, fullName: user.name, language });
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (!voidResetLinksAfter.has(ctx.path) || isAPIError(ctx.context.returned)) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await revokeResetTokens(db, userId);
      }),
    },
    telemetry: { enabled: false },
  });
  return Object.assign(auth, {
    /** Calls back after each session of any user ends; returns the way to stop. */
    onSessionEnded(listener: (session: EndedSession) => Promise<void>) {
      sessionEndListeners.add(listener);
      return () => void sessionEndListeners.delete(listener);
    },
    /** Calls back after an account's own fields (name, email confirmation) change. */
    onUserChanged(listener: (userId: string) => Promise<void>) {
      userChangeListeners.add(listener);
      return () => void userChangeListeners.delete(listener);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
