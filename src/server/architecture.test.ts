import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One owner per table (docs/decisions/010): a table is inserted into, updated and deleted from by
// one module, and every other module calls that module's service. This scans the server's source
// for writes to the tables listed here and fails naming each file that writes one outside its
// owner. Tests and their helpers are not scanned: fixtures set up rows the API cannot (old dates).

/**
 * Each guarded table (as the schema exports it, and its SQL name) and the folder under src/server
 * whose files alone may write it. A new domain adds its tables here.
 */
const tables = [
  { name: 'content', sql: 'content', owner: 'modules/content/' },
  { name: 'categories', sql: 'categories', owner: 'modules/categories/' },
  { name: 'automationLogs', sql: 'automation_logs', owner: 'modules/automation/' },
  {
    name: 'contentAutomationSettings',
    sql: 'content_automation_settings',
    owner: 'modules/automation/',
  },
  { name: 'journalEntries', sql: 'journal_entries', owner: 'modules/journal/' },
  { name: 'workflows', sql: 'workflows', owner: 'modules/workflows/' },
  { name: 'workflowSessions', sql: 'workflow_sessions', owner: 'modules/workflows/' },
  { name: 'userProgress', sql: 'user_progress', owner: 'modules/progress/' },
  { name: 'userSubscriptions', sql: 'user_subscriptions', owner: 'modules/subscriptions/' },
  { name: 'billingEvents', sql: 'billing_events', owner: 'modules/subscriptions/' },
  { name: 'contentOpens', sql: 'content_opens', owner: 'modules/access/' },
  { name: 'auditLog', sql: 'audit_log', owner: 'modules/audit/' },
  { name: 'widgetSettings', sql: 'widget_settings', owner: 'modules/widgets/' },
  { name: 'widgetUsage', sql: 'widget_usage', owner: 'modules/widgets/' },
  { name: 'pushSubscriptions', sql: 'push_subscriptions', owner: 'modules/notifications/' },
  {
    name: 'notificationDeliveries',
    sql: 'notification_deliveries',
    owner: 'modules/notifications/',
  },
];
const owners = Object.fromEntries(tables.map((table) => [table.name, table.owner]));

/** content.changed announcements are built by the content module alone (content/announce.ts). */
const eventOwners: Record<string, string> = { 'content.changed': 'modules/content/' };

const serverRoot = path.resolve(import.meta.dirname);

/** The server's source files (paths relative to src/server), tests and test helpers left out. */
function sourceFiles(dir = serverRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(serverRoot, full).split(path.sep).join('/');
    if (entry.isDirectory()) return relative === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The names a file gives each guarded table: `content`, `content as rows` imported from a schema
 * module or db/tables, and `ns.content` for `import * as ns from …`.
 */
function tableNames(source: string) {
  const names = new Map<string, string>();
  const fromSchema =
    /import\s+(?:type\s+)?([^;]+?)\s+from\s+['"][^'"]*db\/(?:schema\/[\w-]+|tables)['"]/g;
  for (const [, clause] of source.matchAll(fromSchema)) {
    const namespace = /\*\s+as\s+(\w+)/.exec(clause!)?.[1];
    if (namespace)
      for (const table of Object.keys(owners)) names.set(`${namespace}.${table}`, table);
    for (const binding of /\{([^}]*)\}/.exec(clause!)?.[1]?.split(',') ?? []) {
      const [imported, local = imported] = binding.trim().split(/\s+as\s+/);
      if (imported && imported in owners) names.set(local!, imported);
    }
  }
  return names;
}

/** Each write to a guarded table in one file's source, and each content.changed event it builds. */
export function writesIn(source: string) {
  const found: { table: string; how: string }[] = [];
  for (const [name, table] of tableNames(source)) {
    const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${escape(name)}\\s*\\)`, 'g');
    for (const match of source.matchAll(write)) found.push({ table, how: match[0] });
  }
  for (const table of tables) {
    // Raw SQL too (db.execute(sql`…`), database.sql('…')).
    const raw = new RegExp(
      `\\b(insert\\s+into|delete\\s+from|update)\\s+"?${table.sql}"?\\s+(\\(|values|select|where|set|using|returning|;|\`|'|$)`,
      'gim',
    );
    for (const match of source.matchAll(raw))
      found.push({ table: table.name, how: match[0].trim() });
  }
  for (const event of Object.keys(eventOwners)) {
    const built = new RegExp(`type:\\s*['"\`]${escape(event)}['"\`]`, 'g');
    for (const match of source.matchAll(built)) found.push({ table: event, how: match[0] });
  }
  return found;
}

/** "file: how" for each write in `files` (path → source) made outside the table's owner. */
export function writesOutsideOwner(files: Record<string, string>) {
  const ownerOf = { ...owners, ...eventOwners };
  return Object.entries(files).flatMap(([file, source]) =>
    writesIn(source)
      .filter(({ table }) => !file.startsWith(ownerOf[table]!))
      .map(({ how }) => `${file}: ${how}`),
  );
}

describe('one owner per table', () => {
  const files = Object.fromEntries(
    sourceFiles().map((file) => [file, fs.readFileSync(path.join(serverRoot, file), 'utf8')]),
  );

  it('writes each guarded table, and announces content changes, only in its owner module', () => {
    expect(writesOutsideOwner(files)).toEqual([]);
  });

  it('sees the owners’ own writes, so the scan above is not passing on nothing', () => {
    const seen = (file: string) => writesIn(files[file] ?? '').map(({ how }) => how);
    expect(seen('modules/content/writes.ts')).toEqual(
      expect.arrayContaining(['.insert(content)', '.update(content)', '.delete(content)']),
    );
    expect(seen('modules/content/announce.ts')).toContain("type: 'content.changed'");
    expect(seen('modules/automation/run-log.ts')).toContain('.insert(automationLogs)');
    expect(seen('modules/categories/service.ts')).toEqual(
      expect.arrayContaining(['.insert(categories)', '.update(categories)', '.delete(categories)']),
    );
  });

  it('names each file that writes a table outside its owner, however it is written', () => {
    const schema = "from '../../db/schema/content';";
    const offending = {
      'modules/psalms/save.ts': `import { content } ${schema}\nawait tx.insert(content).values(v);`,
      'modules/seeder/rename.ts': `import { categories as groups } ${schema}\ndb.update(groups).set(v);`,
      'jobs/purge.ts': "import * as t from '../db/tables';\nawait db.delete(t.content).where(w);",
      'modules/importer/raw.ts':
        'await db.execute(sql`insert into content (title) values (${t})`);',
      'modules/journal/announce.ts': "bus.publish({ type: 'content.changed', data });",
      'modules/psalms/log.ts': "await database.sql('update automation_logs set status = $1', [s]);",
    };
    const allowed = {
      'modules/content/writes.ts': `import { content } ${schema}\nawait tx.insert(content).values(v);`,
      'modules/categories/hold.ts': `import { categories } ${schema}\ntx.insert(categories).values(v);`,
      'modules/psalms/queries.ts': `import { content } ${schema}\ndb.select().from(content);`,
      'modules/psalms/widget.ts': "if (event.type === 'content.changed') cache.clear();",
    };
    expect(writesOutsideOwner({ ...offending, ...allowed })).toEqual([
      'modules/psalms/save.ts: .insert(content)',
      'modules/seeder/rename.ts: .update(groups)',
      'jobs/purge.ts: .delete(t.content)',
      'modules/importer/raw.ts: insert into content (',
      "modules/journal/announce.ts: type: 'content.changed'",
      'modules/psalms/log.ts: update automation_logs set',
    ]);
  });

  it('psalms imports nothing from automation: automation depends on psalms, one way', () => {
    const backwards = Object.entries(files)
      .filter(
        ([file, source]) =>
          file.startsWith('modules/psalms/') && /from\s+['"]\.\.\/automation\//.test(source),
      )
      .map(([file]) => file);
    expect(backwards).toEqual([]);
  });
});
