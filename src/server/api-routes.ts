import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app';
import type { PasswordAttempts } from './auth/password-attempts';
import type { BillingProvider } from './providers/billing';
import type { AppEnv } from './http/env';
import { createAccessRoutes } from './modules/access/routes';
import { createAdminsRoutes } from './modules/admins/routes';
import { createAuditRoutes } from './modules/audit/routes';
import { createAutomationRoutes } from './modules/automation/routes';
import { createCategoryRoutes } from './modules/categories/routes';
import { createCommunityRoutes } from './modules/community/routes';
import { eraseMemberCommunity } from './modules/community';
import { groupIdsOf, leaveEveryGroup } from './modules/groups';
import { createGroupRoutes } from './modules/groups/routes';
import { inReadersLanguage, viewerDay, visibleOn } from './modules/content';
import { createContentRoutes } from './modules/content/routes';
import { createDownloadRoutes } from './modules/downloads/routes';
import { createHealthRoutes } from './modules/health/routes';
import { createImportRoutes } from './modules/importer/routes';
import { createJournalRoutes } from './modules/journal/routes';
import { createListeningRoutes } from './modules/listening/routes';
import { listEntries } from './modules/journal/service';
import { createMeRoutes } from './modules/me/routes';
import { createNotificationRoutes } from './modules/notifications/routes';
import { createWebPushProvider } from './providers/push';
import { createPreferenceRoutes } from './modules/preferences/routes';
import { createProfileRoutes } from './modules/profile/routes';
import { createProgressRoutes } from './modules/progress/routes';
import { textNarrator } from './modules/psalms';
import { createPsalmRoutes } from './modules/psalms/routes';
import { createSeederRoutes } from './modules/seeder/routes';
import { starterNarrationProgress } from './modules/seeder';
import { createSetupRoutes } from './modules/setup/routes';
import { createStatsRoutes } from './modules/stats/routes';
import { createSubscriptionRoutes } from './modules/subscriptions/routes';
import {
  databaseCheck,
  emailCheck,
  jobsCheck,
  providerCheck,
} from './modules/system-status/service';
import { createSystemStatusRoutes } from './modules/system-status/routes';
import { createWidgetRoutes } from './modules/widgets/routes';
import { createWorkflowRoutes } from './modules/workflows/routes';
import type { LimitWindows } from './http/limit-windows';
import { createRealtimeRoutes } from './realtime/routes';
import { sharedStreamSlots } from './realtime/shared-stream-slots';
import { createViewerRecheck } from './realtime/viewer-recheck';

/** What the API's routers need: the app's dependencies less those of the outer app (SPA, limits). */
export type ApiDeps = Pick<
  AppDeps,
  | 'database'
  | 'auth'
  | 'bus'
  | 'email'
  | 'text'
  | 'voice'
  | 'media'
  | 'logger'
  | 'realtimeKeepAliveMs'
  | 'realtimeRecheckMs'
  | 'realtimeStreamLimits'
  | 'trustedProxyHops'
  | 'publicUrl'
  | 'journalKeys'
  | 'push'
> & {
  billing: BillingProvider;
  passwordAttempts: PasswordAttempts;
  /** Where the limits count (decision 058): shared by every instance on one PostgreSQL. */
  limitWindows: LimitWindows;
};

/**
 * Mounts every module's router on the /api router, in one chain so that the result's type carries
 * every route (path, method, request and response schemas): the web's typed client (`hc`) is built
 * over it. A router mounted in a separate statement would work at run time and vanish from the type.
 */
export function mountApiRoutes(api: OpenAPIHono<AppEnv>, deps: ApiDeps) {
  const { database, auth, bus, logger } = deps;
  const db = database.db;
  const journal = { db, keys: deps.journalKeys };
  const psalmDeps = { db, bus, text: deps.text, voice: deps.voice, media: deps.media };
  return api
    .route('/', createHealthRoutes(database))
    .route('/', createMeRoutes())
    .route('/', createSetupRoutes(db, auth))
    .route('/', createAdminsRoutes(db, bus))
    .route('/', createAuditRoutes(db))
    .route('/', createStatsRoutes(db))
    .route('/', createWidgetRoutes(db, bus, logger))
    .route(
      '/',
      createContentRoutes({ db, bus, media: deps.media, narrate: textNarrator(psalmDeps) }),
    )
    .route('/', createCategoryRoutes(db, bus, { viewerDay, visibleOn, inReadersLanguage }))
    .route('/', createAccessRoutes(db, bus))
    .route('/', createSeederRoutes(db, bus))
    .route('/', createImportRoutes(db, bus, logger))
    .route('/', createJournalRoutes(journal))
    .route('/', createCommunityRoutes(db, bus))
    .route(
      '/',
      createGroupRoutes({ db, bus, publicUrl: deps.publicUrl, media: deps.media, logger }),
    )
    .route('/', createWorkflowRoutes({ db, voice: deps.voice, media: deps.media }))
    .route('/', createProgressRoutes(db))
    .route('/', createListeningRoutes(db))
    .route('/', createDownloadRoutes(db))
    .route('/', createPreferenceRoutes(db, bus))
    .route(
      '/',
      createNotificationRoutes({
        db,
        push: deps.push ?? createWebPushProvider(),
        logger,
        publicUrl: deps.publicUrl,
      }),
    )
    .route(
      '/',
      createProfileRoutes({
        db,
        auth,
        bus,
        media: deps.media,
        billing: deps.billing,
        logger,
        publicUrl: deps.publicUrl,
        passwordAttempts: deps.passwordAttempts,
        limitWindows: deps.limitWindows,
        // The export reads the journal through the journal module (plain text out).
        journalPages: (member, query) => listEntries(journal, member, query),
        // Deleting an account erases the member's community rows and group memberships too.
        eraseElsewhere: async (tx, userId) => {
          await eraseMemberCommunity(tx, userId);
          await leaveEveryGroup(tx, userId);
        },
      }),
    )
    .route(
      '/',
      createSubscriptionRoutes({
        db,
        billing: deps.billing,
        logger,
        publicUrl: deps.publicUrl,
        bus,
      }),
    )
    .route('/', createPsalmRoutes({ ...psalmDeps, trustedProxyHops: deps.trustedProxyHops }))
    .route('/', createAutomationRoutes({ ...psalmDeps, limitWindows: deps.limitWindows }))
    .route(
      '/',
      createSystemStatusRoutes(
        [
          databaseCheck(database),
          providerCheck('Text generation', deps.text),
          providerCheck('Voice narration', deps.voice),
          emailCheck(deps.email),
          jobsCheck(database),
        ],
        () => starterNarrationProgress(db, deps.voice),
      ),
    )
    .route(
      '/',
      createRealtimeRoutes(bus, {
        keepAliveMs: deps.realtimeKeepAliveMs,
        readerDay: viewerDay,
        groupsOf: (userId) => groupIdsOf(db, userId),
        recheckViewer: createViewerRecheck(db, deps.billing.premiumProductId),
        recheckMs: deps.realtimeRecheckMs,
        limits: deps.realtimeStreamLimits,
        trustedProxyHops: deps.trustedProxyHops,
        sharedSlots: database.kind === 'postgres' ? sharedStreamSlots(db) : undefined,
      }),
    );
}

/**
 * Every route under /api with its types, for the web's client: `hc<ApiRoutes>('/api')`. The web
 * imports it with `import type` only, so no server code reaches the browser bundle.
 */
export type ApiRoutes = ReturnType<typeof mountApiRoutes>;
