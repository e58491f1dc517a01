import { inject } from 'vitest';
import type { AdminRole } from '@contracts/roles';
import { ApiSession } from './api';
import { emailLink } from './log';
import { newPerson, type Credentials } from './users-data';

/** A server of a file's own: where people sign up, and the log their confirmation emails go to. */
interface ServerLog {
  baseURL: string;
  logFile: string;
}

/**
 * People for the journeys. Each is signed up and confirmed through the real flow (the confirmation
 * link comes from the server log); a staff role is granted by the super admin through the API.
 */
export async function createUser(
  label: string,
  options: { role?: AdminRole; confirm?: boolean; server?: ServerLog } = {},
) {
  const baseURL = options.server?.baseURL ?? inject('baseURL');
  const person = newPerson(label);
  const api = new ApiSession(baseURL);
  await api.post('/api/auth/sign-up/email', {
    name: `${person.firstName} ${person.lastName}`,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    password: person.password,
    callbackURL: '/auth-callback?type=signup',
  });
  if (options.confirm !== false) {
    const { link } = await emailLink(
      options.server?.logFile ?? inject('logFile'),
      person.email,
      /confirm/i,
    );
    const response = await api.visit(link);
    if (response.status >= 400)
      throw new Error(`Confirming ${person.email} answered ${response.status}`);
  }
  if (options.role) await grantRole(person.email, options.role);
  return person;
}

/** An API session signed in as the person, for setting data up quickly (the lane's server unless told). */
export async function signedInApi(
  person: Pick<Credentials, 'email' | 'password'>,
  baseURL: string = inject('baseURL'),
): Promise<ApiSession> {
  const api = new ApiSession(baseURL);
  await api.post('/api/auth/sign-in/email', { email: person.email, password: person.password });
  return api;
}

export async function grantRole(email: string, role: AdminRole): Promise<void> {
  const api = await signedInApi(inject('superAdmin'));
  await api.post('/api/admin/admins', { email, role });
}

/** The super admin grants 30 days of premium through the portal's API (the lane's server unless told). */
export async function grantPremium(email: string, baseURL?: string): Promise<void> {
  const api = await signedInApi(inject('superAdmin'), baseURL);
  await api.post('/api/admin/subscriptions/grant', { email });
}

export type { Credentials };
