import path from 'node:path';
import { Hono } from 'hono';
import { importMaxBytes } from '@contracts/import';
import { avatarMaxBytes, avatarTooLarge } from '@contracts/profile';
import { bodyLimit } from 'hono/body-limit';
import { recordingMaxBytes, recordingTooLarge } from '@contracts/recordings';
import { mountApiRoutes } from './api-routes';
import type { Auth } from './auth/auth';
import { createPasswordAttempts } from './auth/password-attempts';
import { authLimitedPaths, createAuthRoutes } from './auth/routes';
import { sessionMiddleware } from './auth/session-middleware';
import { createViewerCache } from './auth/viewer-cache';
import type { Keyring } from './crypto/field-cipher';
import type { Database } from './db/connection';
import { appError, payloadTooLarge } from './http/app-error';
import { csrfProtection } from './http/csrf';
import type { AppEnv } from './http/env';
import { createErrorHandler, errorResponse } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { rejectNulCharacters } from './http/reject-nul';
import { createRouter } from './http/route';
import { assetHeaders } from './http/asset-headers';
import { securityHeaders } from './http/security-headers';
import { defaultWritesPerMinute, isWrite, writeRateLimit } from './http/write-rate-limit';
import { limitWindowsFor } from './http/limit-windows-for';
import { createStaticRoutes } from './http/static-files';
import { createAppTemplate } from './http/app-page';
import { fetchInProcess, inProcessViewer } from './http/in-process';
import { createServerPages } from './http/server-pages';
import type { Logger } from './logger';
import { createSandboxBilling } from './providers/billing/sandbox';
import { defaultPremiumProductId, type BillingProvider } from './providers/billing/types';
import type { EmailProvider } from './providers/email';
import type { PushProvider } from './providers/push';
import type { TextProvider } from './providers/text';
import type { VoiceProvider } from './providers/voice';
import { createMediaRoutes, type MediaGate } from './media/routes';
import { isLimited, loadFreeRules } from './modules/access';
import type { KeptWidgetAnswers } from './modules/psalms';
import { contentAudioFolder } from './modules/content';
import { groupPhotoFolder } from './modules/groups';
import { avatarFolder } from './modules/profile';
import type { MediaStorage } from './media/storage';
import type { EventBus } from './realtime/bus';
import { signalEndedSessions } from './realtime/session-signals';
import type { StreamLimits } from './realtime/stream-slots';

export type AppDeps = {
  database: Database;
  auth: Auth;
  bus: EventBus;
  email: EmailProvider;
  text: TextProvider;
  voice: VoiceProvider;
  media: MediaStorage;
  logger: Logger;
  /** Stripe or the offline sandbox; the sandbox with the default premium product when omitted. */
  billing?: BillingProvider;
  /** Web Push; the web-push library with its defaults when omitted (tests pass one trusting their CA). */
  push?: PushProvider;
  /** The keys that seal the journal's words at rest (decision 018). */
  journalKeys: Keyring;
  publicUrl: string;
  /**
   * Origins whose pages may send mutations (config.trustedOrigins); default: publicUrl's alone.
   * The same list is given to better-auth (createAuth), which checks /api/auth with it too.
   */
  trustedOrigins?: string[];
  /** Whether publicUrl is a configured PUBLIC_URL (default true); words the wrong-address refusal. */
  publicUrlSet?: boolean;
  rateLimitAuthPerMinute: number;
  /** Writes per member (or address) and route family a minute (decision 026); default 120. */
  rateLimitWritesPerMinute?: number;
  /** Proxies that append to X-Forwarded-For in front of the server (default 0). */
  trustedProxyHops?: number;
  /** The built web app; omitted in API-only tests. */
  webDir?: string;
  /** The built server renderer (default: dist/ssr beside webDir); the browser draws pages without it. */
  rendererPath?: string;
  /** Shorter SSE keep-alives in tests. */
  realtimeKeepAliveMs?: number;
  /** How often an open event stream checks its listener's session and role again (tests: short). */
  realtimeRecheckMs?: number;
  /** Caps on open event streams (decision 037); stream-slots.ts's defaults when omitted. */
  realtimeStreamLimits?: StreamLimits;
  /** Anonymous widget polls answered before the framework (main.ts's listener); kept here. */
  keptWidgetAnswers?: KeptWidgetAnswers;
};

const maxBodyBytes = 1024 * 1024;

/** Builds the whole HTTP application: API, auth, realtime and the SPA. */
export function createApp(deps: AppDeps) {
  const { database, auth, bus, logger, publicUrl } = deps;
  const db = database.db;
  const billing =
    deps.billing ?? createSandboxBilling({ premiumProductId: defaultPremiumProductId });
  const app = new Hono<AppEnv>();
  const onError = createErrorHandler(logger);
  app.onError(onError);
  app.use(requestLogger(logger));
  // Before the security headers, so that it keeps the answer with every header the app sends.
  if (deps.keptWidgetAnswers) app.use('/api/latest-content', deps.keptWidgetAnswers.keep);
  // Before the security headers, so that it sees them set: it takes the document-only ones off.
  app.use('/assets/*', assetHeaders);
  app.use(securityHeaders({ https: publicUrl.startsWith('https://') }));

  // Imports carry whole files (10 MB plus JSON escaping); everything else is small.
  const importLimit = bodyLimit({
    maxSize: Math.ceil(importMaxBytes * 1.2),
    onError: (c) =>
      errorResponse(
        c,
        payloadTooLarge('The file is larger than 10 MB. Split it into smaller files.'),
      ),
  });
  // Avatars are raw image bodies of up to 2 MB (checked again, by their bytes, in modules/profile).
  const avatarLimit = bodyLimit({
    maxSize: avatarMaxBytes,
    onError: (c) => errorResponse(c, payloadTooLarge(avatarTooLarge)),
  });
  // A person's recording of an item (decision 072): a raw audio body of up to 50 MB.
  const recordingLimit = bodyLimit({
    maxSize: recordingMaxBytes,
    onError: (c) => errorResponse(c, payloadTooLarge(recordingTooLarge)),
  });
  const defaultLimit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => errorResponse(c, payloadTooLarge('The request is larger than 1 MB.')),
  });
  // GET and HEAD carry no body; skipping them also spares the body check's cost on the hot polls
  // (reading c.req.raw.body turns the server's lightweight request into a full one: half the
  // throughput of /api/latest-content).
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === '/api/admin/import') return importLimit(c, next);
    // A group's photo follows the avatar's rules.
    if (c.req.path === '/api/profile/avatar' || /^\/api\/groups\/[^/]+\/photo$/.test(c.req.path))
      return avatarLimit(c, next);
    if (/^\/api\/admin\/content\/[^/]+\/recording$/.test(c.req.path))
      return recordingLimit(c, next);
    return defaultLimit(c, next);
  });
  app.use(
    '/api/*',
    csrfProtection({
      trustedOrigins: deps.trustedOrigins ?? [new URL(publicUrl).origin],
      publicUrl,
      publicUrlSet: deps.publicUrlSet ?? true,
    }),
  );
  // API answers are personal (journal entries, who is signed in): no shared or stored copies, unless
  // a route says otherwise (the public widget endpoint).
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // Sessions resolved in the last seconds are not looked up again; access signals keep it exact.
  const viewers = createViewerCache(bus);
  const session = sessionMiddleware(auth, db, billing.premiumProductId, viewers);
  // Every limit below is counted where all instances see it (decision 058).
  const limitWindows = limitWindowsFor(database);
  // Every write is counted per member (per address before sign-in), better-auth's too, so the
  // writer is known before /api/auth answers (decision 026).
  app.use('/api/*', (c, next) => (isWrite(c.req.method) ? session(c, next) : next()));
  app.use(
    '/api/*',
    writeRateLimit({
      limit: deps.rateLimitWritesPerMinute ?? defaultWritesPerMinute,
      windowMs: 60_000,
      trustedProxyHops: deps.trustedProxyHops ?? 0,
      exempt: authLimitedPaths.map((path) => `/api/auth${path}`),
      windows: limitWindows,
    }),
  );
  // Before any handler (better-auth's too): a NUL in any text value is a 400 naming the field.
  app.use('/api/*', rejectNulCharacters());
  // Every route that checks a password (sign-in, change-password, deleting the account…) spends
  // one budget per address and one pause per account (decisions 003, 034).
  const passwordAttempts = createPasswordAttempts({
    perAddressPerMinute: deps.rateLimitAuthPerMinute,
    trustedProxyHops: deps.trustedProxyHops ?? 0,
    windows: limitWindows,
  });
  app.route(
    '/api/auth',
    createAuthRoutes(auth, {
      limitPerMinute: deps.rateLimitAuthPerMinute,
      trustedProxyHops: deps.trustedProxyHops ?? 0,
      passwordAttempts,
      windows: limitWindows,
    }),
  );
  app.use('/api/*', session);

  const api = createRouter();
  api.onError(onError);
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'psalmlight.session_token',
  });
  mountApiRoutes(api, { ...deps, billing, passwordAttempts, limitWindows });
  signalEndedSessions(auth, bus, logger);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Psalmlight API',
      version: '1.0.0',
      description: 'x-permission on each operation says who may call it.',
    },
    servers: [{ url: '/api' }],
  });
  api.all('*', () => {
    throw appError('not_found', 'There is no such API endpoint.');
  });
  app.route('/api', api);
  // What a page drawn on the server asks the API for (decision 162): the API's own routes, rules
  // and serializers, as its reader, without what only a request from the network needs (its log
  // line, security and cache headers, CSRF, the session lookup: the page has resolved it). A page's
  // address can carry text into a call (the library's search), so NULs are refused here too.
  const inProcessApi = new Hono<AppEnv>();
  inProcessApi.onError(onError);
  inProcessApi.use('/api/*', inProcessViewer, rejectNulCharacters());
  inProcessApi.route('/api', api);

  // The folders the app writes media into, and nothing else in the store: narrations under the
  // free-user audio rule, pictures (avatars, group photos) for anyone who has their address.
  const audioAllowed: MediaGate = async (c) => {
    if ((await loadFreeRules(db)).audio) return true;
    // The same session lookup (and viewer cache) as the API: a member's page, its API requests
    // and its audio arrive together and share one.
    await session(c, async () => {});
    const viewer = c.get('viewer');
    return viewer ? !isLimited(viewer) : false;
  };
  const pictures = ['png', 'jpg', 'gif', 'webp'] as const;
  app.route(
    '/',
    createMediaRoutes(deps.media, [
      { folder: contentAudioFolder, extensions: ['mp3'], access: audioAllowed },
      { folder: avatarFolder, extensions: pictures, access: 'anyone' },
      { folder: groupPhotoFolder, extensions: pictures, access: 'anyone' },
    ]),
  );
  if (deps.webDir) {
    const template = createAppTemplate(deps.webDir);
    const pages = createServerPages({
      template,
      webDir: deps.webDir,
      rendererPath: deps.rendererPath ?? path.join(deps.webDir, '..', 'ssr', 'entry-server.js'),
      logger,
      resolveViewer: async (c) => {
        await session(c, async () => {});
        return c.get('viewer') ?? null;
      },
      fetchApi: (request, viewer) => fetchInProcess(inProcessApi, request, viewer),
    });
    app.route('/', createStaticRoutes(deps.webDir, template, pages));
  }
  return app;
}
