// Thousands of signed-in members in seconds: the API makes one (sign-up, premium granted by staff),
// the database copies that member's rows under new ids and emails and gives each copy a session,
// and each session's cookie is signed with the servers' secret as better-auth signs its own (its
// library's serializeSignedCookie). Signing up 2,000 members through the API would spend minutes
// hashing passwords, which is not what a morning spike measures.
import { serializeSignedCookie } from 'better-call';
import type pg from 'pg';
import type { Person } from './members';
import { benchSecrets } from './server';

const sessionCookie = 'psalmlight.session_token';

/** Copies of `template` (its user, profile and subscription rows), each signed in once. */
export async function cloneMembers(
  pool: pg.Pool,
  template: Person,
  count: number,
  label: string,
): Promise<Person[]> {
  const { rows } = await pool.query<{ id: string; email: string; token: string }>(
    `with made as (
       insert into users
       select (jsonb_populate_record(null::users, to_jsonb(u) || jsonb_build_object(
                 'id', gen_random_uuid(), 'email', $3 || g || '@bench.example'))).*
       from users u, generate_series(1, $2::int) g where u.id = $1
       returning id, email),
     profiles_made as (
       insert into profiles
       select (jsonb_populate_record(null::profiles, to_jsonb(p) || jsonb_build_object(
                 'id', gen_random_uuid(), 'user_id', made.id))).*
       from profiles p, made where p.user_id = $1),
     subscriptions_made as (
       insert into user_subscriptions
       select (jsonb_populate_record(null::user_subscriptions, to_jsonb(s) || jsonb_build_object(
                 'id', gen_random_uuid(), 'user_id', made.id))).*
       from user_subscriptions s, made where s.user_id = $1),
     sessions_made as (
       insert into sessions (user_id, token, expires_at, created_at, updated_at)
       select id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
              now() + interval '7 days', now(), now()
       from made
       returning user_id, token)
     select made.id, made.email, sessions_made.token
     from made join sessions_made on sessions_made.user_id = made.id`,
    [template.id, count, label],
  );
  return Promise.all(
    rows.map(async (row) => {
      const signed = await serializeSignedCookie(sessionCookie, row.token, benchSecrets.authSecret);
      return { id: row.id, email: row.email, cookie: signed.split(';')[0]! };
    }),
  );
}
