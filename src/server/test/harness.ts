import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { AdminRole } from '@contracts/roles';
import { randomBytes } from 'node:crypto';
import { hc, type ClientResponse } from 'hono/client';
import { expect } from 'vitest';
import type { ApiRoutes } from '../api-routes';
import { assembleApp } from '../assemble-app';
import { createKeyring, type Keyring } from '../crypto/field-cipher';
import { users } from '../db/schema/auth';
import { userSubscriptions } from '../db/schema/billing';
import { defaultPremiumProductId, type BillingProvider } from '../providers/billing/types';
import { profiles } from '../db/schema/profiles';
import type { PushProvider } from '../providers/push';
import { emailOutbox } from '../db/schema/system';
import { createDiskMediaStorage } from '../media/disk-storage';
import type { MediaStorage } from '../media/storage';
import { memoizedScrypt } from './password-hashing';
import { createOfflineComposer } from '../providers/text/offline-composer';
import type { TextProvider } from '../providers/text';
import { createOfflineVoice } from '../providers/voice/offline-voice';
import type { VoiceProvider } from '../providers/voice';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger';
import type { StreamLimits } from '../realtime/stream-slots';
import { openTestDatabase, type TestDatabase } from './database';

export const testOrigin = 'http://localhost:3000';
export const testPassword = 'correct horse 7';
export const testAuthSecret = 'test-secret-that-is-long-enough-0123456789';

export type TestUser = { id: string; email: string; cookie: string };

export type TestContextOptions = {
  smtpUrl?: string;
  rateLimitAuthPerMinute?: number;
  /**
   * Writes per member and route family a minute. Default: very high, like the auth limit here, so
   * suites that send thousands of writes as one member (fuzzing) test their routes, not the limit.
   */
  rateLimitWritesPerMinute?: number;
  trustedProxyHops?: number;
  /** A built web app to serve beside the API (tests of what the pages are sent with). */
  webDir?: string;
  /** Providers other than the offline defaults (tests of the OpenAI-compatible ones). */
  text?: TextProvider;
  voice?: VoiceProvider;
  /** Where the app logs (silent by default); tests of what reaches the log pass their own. */
  logger?: Logger;
  /** The open streams' periodic check of their listener (default: a minute, as in production). */
  realtimeRecheckMs?: number;
  /** Caps on open event streams (tests of the caps pass small ones); production's by default. */
  realtimeStreamLimits?: StreamLimits;
  /** A billing provider (Stripe against a local stand-in); the offline sandbox by default. */
  billing?: BillingProvider;
  /** Web Push (a provider trusting the tests' local push service); the library's defaults otherwise. */
  push?: PushProvider;
  /**
   * The app's address as config.ts derives it (default: testOrigin as a set PUBLIC_URL, the only
   * trusted origin). Tests of the origin rules pass loadConfig's publicUrl, publicUrlSet and
   * trustedOrigins.
   */
  address?: { publicUrl: string; publicUrlSet: boolean; trustedOrigins: string[] };
  /** The journal's keys (default: a fresh random key for this context). */
  journalKeys?: Keyring;
  /** Where media is kept (an S3 bucket on a local S3 server); a fresh temporary DATA_DIR by default. */
  media?: MediaStorage;
  /** A database to run on (a restored one), closed with the context; a fresh migrated one by default. */
  database?: TestDatabase;
  /** The auth secret (a restored installation's); a fixed test secret by default. */
  authSecret?: string;
};

let counter = 0;
/** A unique address for each user a test makes. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${Date.now()}.${counter++}@example.test`;

/**
 * The whole application on a fresh migrated database, reached through app.request exactly as a
 * browser would (cookies, Origin header), with helpers to make users of each kind.
 */
export async function createTestContext(options: TestContextOptions = {}) {
  const database: TestDatabase = options.database ?? (await openTestDatabase());
  const { db } = database;
  const logger = options.logger ?? pino({ level: 'silent' });
  const address = options.address ?? {
    publicUrl: testOrigin,
    publicUrlSet: true,
    trustedOrigins: [testOrigin],
  };
  const text = options.text ?? createOfflineComposer();
  // The bundled engines only, on every machine: whether Debian's Festival is installed must not
  // change what a test hears (festival-voice.test.ts covers that path, decision 074).
  const voice = options.voice ?? createOfflineVoice({ festival: null });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-media-'));
  const media = options.media ?? createDiskMediaStorage(mediaDir);
  const journalKeys = options.journalKeys ?? createKeyring(randomBytes(32));
  const { app, auth, bus, email, keptWidgetAnswers } = await assembleApp({
    database,
    authSecret: options.authSecret ?? testAuthSecret,
    mail: { smtpUrl: options.smtpUrl, from: 'Psalmlight <no-reply@example.test>' },
    passwordHashing: memoizedScrypt,
    text,
    voice,
    media,
    logger,
    ...address,
    rateLimitAuthPerMinute: options.rateLimitAuthPerMinute ?? 1000,
    rateLimitWritesPerMinute: options.rateLimitWritesPerMinute ?? 1_000_000,
    webDir: options.webDir,
    trustedProxyHops: options.trustedProxyHops,
    realtimeKeepAliveMs: 200,
    realtimeRecheckMs: options.realtimeRecheckMs,
    realtimeStreamLimits: options.realtimeStreamLimits,
    billing: options.billing,
    journalKeys,
    push: options.push,
  });

  /** A request as the app's own pages make it: same Origin, optional session cookie, JSON body. */
  async function request(
    path: string,
    init: {
      method?: string;
      cookie?: string;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: testOrigin, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return app.request(`${testOrigin}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
  }

  /**
   * The typed client the web uses (`hc<ApiRoutes>`), sending as the app's pages do (same Origin,
   * the cookie given): requests and answers typed by the routes, so a test reads a body as the
   * route declares it instead of casting it.
   */
  function api(cookie?: string) {
    return hc<ApiRoutes>(`${testOrigin}/api`, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('origin', testOrigin);
        if (cookie) headers.set('cookie', cookie);
        return app.request(input instanceof Request ? input : String(input), { ...init, headers });
      },
    });
  }

  /** The newest email sent to an address, from the outbox. */
  async function lastEmail(to: string) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row;
  }

  async function signIn(emailAddress: string, password = testPassword) {
    const response = await request('/api/auth/sign-in/email', {
      json: { email: emailAddress, password },
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  }

  /** Signs a user up through the API, marks the email confirmed, grants role/premium, signs in. */
  async function createUser(
    opts: { role?: AdminRole; premium?: boolean; email?: string } = {},
  ): Promise<TestUser> {
    const address = opts.email ?? uniqueEmail(opts.role ?? (opts.premium ? 'premium' : 'user'));
    const response = await request('/api/auth/sign-up/email', {
      json: {
        email: address,
        password: testPassword,
        firstName: 'Test',
        lastName: 'Person',
        name: 'Test Person',
      },
    });
    if (response.status !== 200)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const [user] = await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, address))
      .returning();
    if (opts.role)
      await db.update(profiles).set({ adminRole: opts.role }).where(eq(profiles.userId, user!.id));
    if (opts.premium) {
      await db.insert(userSubscriptions).values({
        userId: user!.id,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        stripeProductId: defaultPremiumProductId,
      });
    }
    return { id: user!.id, email: address, cookie: await signIn(address) };
  }

  /** A person's staff role as stored (null for none), to see what a refused request left alone. */
  async function roleOf(userId: string) {
    const [row] = await db
      .select({ role: profiles.adminRole })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.role ?? null;
  }

  return {
    app,
    /** The widget polls the server's listener answers itself (http/app-server.ts serves them). */
    keptWidgetAnswers,
    database,
    db,
    auth,
    bus,
    email,
    request,
    api,
    lastEmail,
    signIn,
    createUser,
    roleOf,
    /** The journal module's store (database and keys), for tests that call its service. */
    journal: { db, keys: journalKeys },
    text,
    voice,
    media,
    mediaDir,
    close: async () => {
      await bus.close();
      await voice.close();
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The body a route declares for an answer of this status (its JSON schema's type). */
export type BodyOf<R, S extends number> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends S
      ? Body
      : never
    : never;

/**
 * Awaits a typed client call (`t.api(cookie)…`), expects the status (200 by default; the body
 * says why when it is another) and gives the body, typed as the route declares that answer.
 */
export async function answerBody<
  R extends ClientResponse<unknown, number, string>,
  S extends number = 200,
>(request: Promise<R>, status: S = 200 as S): Promise<BodyOf<R, S>> {
  const response = await request;
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as BodyOf<R, S>;
}

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}
