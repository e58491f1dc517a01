import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/tables';
import { eventOwners, libraryTables, tableOwners } from './table-owners';

// One owner per table (docs/decisions/010, 040): a table is inserted into, updated and deleted
// from by one module, and every other module calls that module's service. The owners are listed
// in table-owners.ts, every table of the schema among them. This scans the server's source for
// writes to them and fails naming each file that writes one outside its owner. Tests and their
// helpers are not scanned: fixtures set up rows the API cannot (old dates).

/** Each table the schema exports, its SQL name and its owner (null: no server file writes it). */
const tables = Object.entries(schema)
  .filter(([, table]) => is(table, PgTable))
  .map(([name, table]) => ({
    name,
    sql: getTableName(table as PgTable),
    owner: (tableOwners as Record<string, string | null | undefined>)[name],
  }));
const owners = Object.fromEntries(tables.map((table) => [table.name, table.owner ?? null]));
const pgBoss = libraryTables['pg-boss'];

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
  // pg-boss's tables, by their schema-qualified name (pgboss.job…).
  const queue = new RegExp(
    `\\b(insert\\s+into|delete\\s+from|update)\\s+"?${pgBoss.schema}"?\\."?\\w+`,
    'gim',
  );
  for (const match of source.matchAll(queue)) found.push({ table: pgBoss.schema, how: match[0] });
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
  const ownerOf: Record<string, string | null> = {
    ...owners,
    ...eventOwners,
    [pgBoss.schema]: pgBoss.path,
  };
  const outside = (file: string, owner: string | null | undefined) =>
    !owner || !file.startsWith(owner);
  return Object.entries(files).flatMap(([file, source]) =>
    writesIn(source)
      .filter(({ table }) => outside(file, ownerOf[table]))
      .map(({ how }) => `${file}: ${how}`),
  );
}

describe('one owner per table', () => {
  const files = Object.fromEntries(
    sourceFiles().map((file) => [file, fs.readFileSync(path.join(serverRoot, file), 'utf8')]),
  );

  it('names an owner for every table of the schema, and only for those', () => {
    expect(tables.length).toBe(45);
    expect(tables.filter((table) => table.owner === undefined).map((table) => table.name)).toEqual(
      [],
    );
    expect(Object.keys(tableOwners).filter((name) => !(name in schema))).toEqual([]);
    for (const name of libraryTables['better-auth'].tables)
      expect(owners[name]).toBe(libraryTables['better-auth'].path);
  });

  it('writes each table, and announces content changes, only in its owner', () => {
    expect(writesOutsideOwner(files)).toEqual([]);
  });

  it('writes the staff role on one path: admins’ grant and revoke, which audit it', () => {
    // profiles.admin_role is set in one function of the profile module, and only admins calls it.
    const setsRole = /\.(set|values)\(\{[^}]*\badminRole\b/;
    expect(
      Object.entries(files)
        .filter(([, source]) => setsRole.test(source))
        .map(([file]) => file),
    ).toEqual(['modules/profile/service.ts']);
    expect(
      Object.entries(files)
        .filter(
          ([file, source]) =>
            /\bwriteStaffRole\(/.test(source) && !file.startsWith('modules/profile/'),
        )
        .map(([file]) => file),
    ).toEqual(['modules/admins/service.ts']);
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
    expect(seen('modules/profile/service.ts')).toEqual(
      expect.arrayContaining(['.insert(profiles)', '.update(profiles)']),
    );
    expect(seen('db/settings.ts')).toEqual(
      expect.arrayContaining([
        '.insert(systemSettings)',
        '.update(systemSettings)',
        '.delete(systemSettings)',
      ]),
    );
    expect(seen('providers/email/outbox.ts')).toEqual(
      expect.arrayContaining(['.insert(emailOutbox)', '.delete(emailOutbox)']),
    );
    expect(seen('auth/account-rows.ts')).toEqual(
      expect.arrayContaining(['.update(users)', '.delete(users)', '.delete(verifications)']),
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
      'modules/setup/grant.ts': `import { profiles } from '../../db/schema/profiles';\ndb.update(profiles).set(v);`,
      'modules/profile/forget.ts': `import { users, verifications } from '../../db/schema/auth';\ntx.delete(verifications);`,
      'jobs/heartbeat.ts': `import { systemSettings } from '../db/schema/system';\ndb.insert(systemSettings).values(v);`,
      'modules/access/roles.ts': `import { adminPermissions } from '../../db/schema/access';\ndb.delete(adminPermissions);`,
      'modules/health/queue.ts':
        "await database.sql('delete from pgboss.job where name = $1', [n]);",
    };
    const allowed = {
      'modules/content/writes.ts': `import { content } ${schema}\nawait tx.insert(content).values(v);`,
      'modules/categories/hold.ts': `import { categories } ${schema}\ntx.insert(categories).values(v);`,
      'modules/psalms/queries.ts': `import { content } ${schema}\ndb.select().from(content);`,
      'modules/psalms/widget.ts': "if (event.type === 'content.changed') cache.clear();",
      'auth/auth.ts': `import { verifications } from '../db/schema/auth';\ndb.delete(verifications);`,
      'jobs/runner.ts': "await database.sql('delete from pgboss.job where name = $1', [n]);",
      'db/settings.ts': `import { systemSettings } from '@server/db/schema/system';\ndb.delete(systemSettings);`,
    };
    expect(writesOutsideOwner({ ...offending, ...allowed })).toEqual([
      'modules/psalms/save.ts: .insert(content)',
      'modules/seeder/rename.ts: .update(groups)',
      'jobs/purge.ts: .delete(t.content)',
      'modules/importer/raw.ts: insert into content (',
      "modules/journal/announce.ts: type: 'content.changed'",
      'modules/psalms/log.ts: update automation_logs set',
      'modules/setup/grant.ts: .update(profiles)',
      'modules/profile/forget.ts: .delete(verifications)',
      'jobs/heartbeat.ts: .insert(systemSettings)',
      'modules/access/roles.ts: .delete(adminPermissions)',
      'modules/health/queue.ts: delete from pgboss.job',
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
