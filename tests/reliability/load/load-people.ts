import { cookieFrom } from '@server/test/harness';
import type { Client } from './load-client';
import type { LoadServer } from './load-server';

// The people of a load run, made through the API as people are: the first super admin through
// the setup link of the server's log; everyone else signs up, follows the confirmation link the
// log shows (no SMTP here), and signs in. Staff grant the other staff roles and premium (members
// write journal entries, a premium feature, and read past the free daily limit).

export type Person = { email: string; cookie: string };

const password = 'load test password 7';
const names = { firstName: 'Load', lastName: 'Person' };

async function post(server: LoadServer, path: string, json: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function firstSuperAdmin(server: LoadServer): Promise<Person> {
  const token = new URL(await server.setupLink()).searchParams.get('token');
  const email = 'super@load.example';
  const response = await post(server, '/api/setup', { ...names, email, password, token });
  return { email, cookie: cookieFrom(response) };
}

async function signUp(server: LoadServer, email: string): Promise<Person> {
  await post(server, '/api/auth/sign-up/email', { ...names, name: 'Load Person', email, password });
  // Following the link signs the person in (autoSignInAfterVerification): one password hash less.
  const confirm = await fetch(await server.linkFor(email), { redirect: 'manual' });
  await confirm.body?.cancel();
  if (confirm.status >= 400) throw new Error(`confirming ${email}: ${confirm.status}`);
  const cookie = cookieFrom(confirm);
  if (cookie) return { email, cookie };
  const response = await post(server, '/api/auth/sign-in/email', { email, password });
  return { email, cookie: cookieFrom(response) };
}

/** `count` people, a few at a time (each sign-up and sign-in hashes a password on the server). */
export async function signUpMany(server: LoadServer, label: string, count: number) {
  const people: Person[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) =>
      signUp(server, `${label}${start + i}@load.example`),
    );
    people.push(...(await Promise.all(batch)));
  }
  return people;
}

/** Staff grants: a role, or premium for a member; any refusal stops the run before it starts. */
export async function grant(
  client: Client,
  by: Person,
  path: '/api/admin/admins' | '/api/admin/subscriptions/grant',
  json: unknown,
) {
  const answer = await client('POST', path, { cookie: by.cookie, json });
  if (!answer) throw new Error(`POST ${path} ${JSON.stringify(json)} was refused by the server`);
}
