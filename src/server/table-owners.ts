import type * as tables from './db/tables';

// Who writes each table (decisions 010 and 040): the folder (or file) under src/server whose files
// alone insert into, update and delete from it. Every other file reads it freely and writes it
// only by calling the owner (a module's service.ts). src/server/architecture.test.ts scans the
// server for writes and fails naming each file that writes a table outside its owner, and fails
// when a table of the schema is missing here. A new table gets its line here.

/**
 * Tables that a library writes. Our code writes them only through the one path named here: the
 * library's own API, and the few queries of our own that sit beside it.
 */
export const libraryTables = {
  /** better-auth's user, session, account and verification tables, in our schema (auth.ts). */
  'better-auth': { tables: ['users', 'sessions', 'accounts', 'verifications'], path: 'auth/' },
  /** pg-boss keeps its queue in its own schema, `pgboss`, which it creates and migrates. */
  'pg-boss': { schema: 'pgboss', path: 'jobs/' },
} as const;

const betterAuth = libraryTables['better-auth'].path;

/** Each table the schema exports (db/tables.ts) → its owner; null: written by migrations alone. */
export const tableOwners = {
  users: betterAuth,
  sessions: betterAuth,
  accounts: betterAuth,
  verifications: betterAuth,
  profiles: 'modules/profile/',
  systemSettings: 'db/settings.ts',
  emailOutbox: 'providers/email/',
  /** Role → permission, seeded by the migrations from src/contracts/roles.ts. */
  adminPermissions: null,
  contentAccessSettings: 'modules/access/',
  contentOpens: 'modules/access/',
  content: 'modules/content/',
  categories: 'modules/categories/',
  userProgress: 'modules/progress/',
  automationLogs: 'modules/automation/',
  contentAutomationSettings: 'modules/automation/',
  automationDrafts: 'modules/automation/',
  workflows: 'modules/workflows/',
  workflowSessions: 'modules/workflows/',
  journalEntries: 'modules/journal/',
  communityPosts: 'modules/community/',
  communityComments: 'modules/community/',
  communityLikes: 'modules/community/',
  communityActivities: 'modules/community/',
  communityPrayers: 'modules/community/',
  communityReports: 'modules/community/',
  prayerGroups: 'modules/groups/',
  prayerGroupMembers: 'modules/groups/',
  prayerGroupInvites: 'modules/groups/',
  prayerGroupRemovals: 'modules/groups/',
  prayerGroupAlerts: 'modules/groups/',
  userSubscriptions: 'modules/subscriptions/',
  billingEvents: 'modules/subscriptions/',
  userContentPreferences: 'modules/preferences/',
  premiumContentSchedules: 'modules/preferences/',
  pushSubscriptions: 'modules/notifications/',
  notificationDeliveries: 'modules/notifications/',
  prayerReminderTimes: 'modules/notifications/',
  auditLog: 'modules/audit/',
  widgetSettings: 'modules/widgets/',
  widgetUsage: 'modules/widgets/',
  rateLimitWindows: 'http/shared-windows.ts',
  liveStreams: 'realtime/shared-stream-slots.ts',
  listeningPositions: 'modules/listening/',
  stepNarrations: 'modules/workflows/',
  languageNarrations: 'modules/content/',
} satisfies Record<keyof typeof tables, string | null>;

/** content.changed announcements are built by the content module alone (content/announce.ts). */
export const eventOwners: Record<string, string> = { 'content.changed': 'modules/content/' };
