import type { Database } from '@server/db/connection';
import type { Ledger } from './load-mix';

// After the run, with the server stopped: every write it acknowledged is in the database, as it
// said. Returns one line per write missing or different (empty when nothing was lost).

async function missing(database: Database, table: string, ids: string[], where = 'true') {
  if (ids.length === 0) return [];
  const { rows } = await database.sql(
    `select id::text as id from ${table} where id = any($1::uuid[]) and ${where}`,
    [ids],
  );
  const found = new Set(rows.map((row) => row.id as string));
  return ids.filter((id) => !found.has(id)).map((id) => `${table} ${id}`);
}

export async function lostWrites(database: Database, ledger: Ledger): Promise<string[]> {
  const lost = [
    ...(await missing(database, 'community_posts', ledger.posts)),
    ...(await missing(database, 'community_comments', ledger.comments)),
    ...(await missing(database, 'journal_entries', ledger.journal)),
    ...(await missing(
      database,
      'workflow_sessions',
      ledger.completedSessions,
      'completed_at is not null',
    )),
    ...(await missing(database, 'content', ledger.content)),
  ];

  const titled = [...ledger.titles.keys()];
  if (titled.length > 0) {
    const { rows } = await database.sql(
      'select id::text as id, title from content where id = any($1::uuid[])',
      [titled],
    );
    const titles = new Map(rows.map((row) => [row.id as string, row.title as string]));
    for (const [id, title] of ledger.titles)
      if (titles.get(id) !== title)
        lost.push(`content ${id}: title ${titles.get(id)} instead of ${title}`);
  }

  const { rows: likes } = await database.sql(
    `select u.email || ' ' || l.target_id::text as key from community_likes l
     join users u on u.id = l.user_id where l.target_type = 'post'`,
  );
  const liked = new Set(likes.map((row) => row.key as string));
  for (const [key, state] of ledger.likes)
    if (liked.has(key) !== state) lost.push(`like ${key}: ${liked.has(key)} instead of ${state}`);
  return lost;
}
