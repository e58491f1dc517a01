import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { passwordMaxLength, passwordMinLength } from '../../contracts/limits';
import type { Db } from '../db/connection';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';
import type { EmailProvider } from '../providers/email';
import { confirmationEmail, resetPasswordEmail } from './emails';

export type AuthDeps = {
  db: Db;
  secret: string;
  publicUrl: string;
  email: EmailProvider;
};

/** better-auth: email and password accounts, email confirmation, reset, sessions in the database. */
export function createAuth({ db, secret, publicUrl, email }: AuthDeps) {
  return betterAuth({
    appName: 'Psalmlight',
    secret,
    baseURL: publicUrl,
    basePath: '/api/auth',
    trustedOrigins: [publicUrl],
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
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await email.send({ to: user.email, ...resetPasswordEmail(user.name, url), link: url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await email.send({ to: user.email, ...confirmationEmail(user.name, url), link: url });
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
      user: {
        create: {
          // Every account has a profile row from the start.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, fullName: user.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
