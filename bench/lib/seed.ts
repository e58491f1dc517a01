// Bulk data written straight into the bench database with generate_series (the API would take hours
// for a million rows). Journal words are sealed with the journal module's own code and the key the
// server runs with (decision 018), so every row the server reads opens as it would in production.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createKeyring, parseKey } from '@server/crypto/field-cipher';
import { sealWords } from '@server/modules/journal/sealing';
import { benchSecrets } from './server';

/** `count` more published content rows, newest now, one a minute before the other, in Prayer. */
export async function addContent(pool: pg.Pool, count: number, authorId: string | null = null) {
  await pool.query(
    `insert into content (title, description, category_id, created_by, duration_minutes, created_at, updated_at)
     select 'Bench prayer ' || g, 'A prayer for the bench, number ' || g,
            (select id from categories where name = 'Prayer'), $2::uuid, g % 30,
            now() - ((select count(*) from content) + g) * interval '1 second',
            now() - ((select count(*) from content) + g) * interval '1 second'
     from generate_series(1, $1::int) g`,
    [count, authorId],
  );
  await pool.query('analyze content');
}

/** Today's (UTC) daily psalm, published; returns its id. */
export async function addTodaysPsalm(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into content (title, generated_psalm, is_daily_psalm, psalm_date, is_published, category_id, psalm_theme)
     values ('A Psalm of Peace', $1, true, (now() at time zone 'utc')::date, true,
             (select id from categories where name = 'Daily Psalms'), 'peace')
     returning id`,
    ['Be still, and know that I am God. '.repeat(12)],
  );
  return rows[0]!.id;
}

/** `count` more community posts by the given authors, older than the ones there. */
export async function addPosts(pool: pg.Pool, count: number, authorIds: string[]) {
  await pool.query(
    `insert into community_posts (user_id, title, content, post_type, created_at, updated_at)
     select ($2::uuid[])[1 + g % cardinality($2::uuid[])], 'Bench post ' || g,
            'Please pray with me for number ' || g, 'prayer_request',
            now() - ((select count(*) from community_posts) + g) * interval '1 second',
            now() - ((select count(*) from community_posts) + g) * interval '1 second'
     from generate_series(1, $1::int) g`,
    [count, authorIds],
  );
  await pool.query('analyze community_posts');
}

const keys = () => createKeyring(parseKey(benchSecrets.journalKey)!);

/**
 * `count` more journal entries of one person, sealed, older than the ones there. Sealing happens in
 * this process in batches; the rows go in with one unnest insert per batch.
 */
export async function addJournalEntries(pool: pg.Pool, userId: string, count: number) {
  const keyring = keys();
  const { rows } = await pool.query<{ n: string }>(
    'select count(*) as n from journal_entries where user_id = $1',
    [userId],
  );
  const already = Number(rows[0]!.n);
  const batch = 5_000;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const ids: string[] = [];
    const titles: string[] = [];
    const contents: string[] = [];
    const ages: number[] = [];
    for (let i = 0; i < size; i++) {
      const n = already + start + i + 1;
      const id = randomUUID();
      const sealed = sealWords(
        keyring,
        { id, userId },
        { title: `Entry ${n}`, content: `Lord, hear my prayer number ${n}.` },
      );
      ids.push(id);
      titles.push(sealed.title);
      contents.push(sealed.content);
      ages.push(n);
    }
    await pool.query(
      `insert into journal_entries (id, user_id, title, content, local_date, created_at, updated_at)
       select id, $2::uuid, title, content, (now() - age * interval '1 minute')::date,
              now() - age * interval '1 minute', now() - age * interval '1 minute'
       from unnest($1::uuid[], $3::text[], $4::text[], $5::int[]) as t(id, title, content, age)`,
      [ids, userId, titles, contents, ages],
    );
  }
  await pool.query('analyze journal_entries');
}
