// Every table of every schema file, so the server can hand drizzle one schema object:
//   drizzle(client, { schema: tables, casing: 'snake_case' })
// schema/columns.ts holds helpers only and is deliberately not re-exported.
export * from './schema/auth';
export * from './schema/system';
export * from './schema/profiles';
export * from './schema/access';
export * from './schema/content';
export * from './schema/automation';
export * from './schema/workflows';
export * from './schema/journal';
export * from './schema/community';
export * from './schema/billing';
export * from './schema/preferences';
export * from './schema/notifications';
export * from './schema/audit';
export * from './schema/widgets';
export * from './schema/limits';
export * from './schema/groups';
export * from './schema/group-alerts';
export * from './schema/listening';
