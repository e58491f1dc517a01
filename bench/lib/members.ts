// Signed-in people for the bench, made through the real server's API: sign-up, then the email marked
// confirmed in the database (the bench stands in for the confirmation link), then sign-in; a staff
// role is granted the way `npm run admin -- grant` does, by the profile row.
import type pg from 'pg';
import type { RunningServer } from './server';

export const benchPassword = 'bench password 7';

export type Person = { id: string; email: string; cookie: string };

function cookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

async function post(server: RunningServer, path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function signIn(server: RunningServer, email: string) {
  const response = await post(server, '/api/auth/sign-in/email', {
    email,
    password: benchPassword,
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

export async function createPerson(
  server: RunningServer,
  pool: pg.Pool,
  email: string,
  role?: 'super_admin' | 'admin' | 'moderator',
): Promise<Person> {
  const response = await post(server, '/api/auth/sign-up/email', {
    email,
    password: benchPassword,
    firstName: 'Bench',
    lastName: 'Person',
    name: 'Bench Person',
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { rows } = await pool.query<{ id: string }>(
    'update users set email_verified = true where email = $1 returning id',
    [email],
  );
  const id = rows[0]!.id;
  if (role) await pool.query('update profiles set admin_role = $2 where user_id = $1', [id, role]);
  return { id, email, cookie: await signIn(server, email) };
}

/** `count` members, a few at a time (each sign-up and sign-in hashes a password on the server). */
export async function createMembers(
  server: RunningServer,
  pool: pg.Pool,
  count: number,
  label = 'member',
) {
  const people: Person[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) =>
      createPerson(server, pool, `${label}${start + i}@bench.example`),
    );
    people.push(...(await Promise.all(batch)));
  }
  return people;
}

/**
 * Stores `timeZone` as the person's own, through the API a device reports its zone to: a returning
 * member, whose device has reported it before (a first report also refreshes the page's answers).
 */
export async function settleTimeZone(server: RunningServer, person: Person, timeZone: string) {
  const response = await fetch(`${server.url}/api/preferences/timezone`, {
    method: 'PUT',
    headers: { ...authHeaders(server, person), 'content-type': 'application/json' },
    body: JSON.stringify({ timeZone }),
  });
  if (response.status !== 200) throw new Error(`time zone report failed: ${response.status}`);
}

export const authHeaders = (server: RunningServer, person: Person) => ({
  origin: server.origin,
  cookie: person.cookie,
});
