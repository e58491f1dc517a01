import { randomBytes } from 'node:crypto';

export interface Credentials {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const superAdminCredentials: Credentials = {
  email: 'super.admin@e2e.example.com',
  password: 'Still-Waters-23',
  firstName: 'Sarah',
  lastName: 'Overseer',
};

/** A person no test has used yet. */
export function newPerson(label: string): Credentials {
  const id = randomBytes(4).toString('hex');
  return {
    email: `${label}.${id}@e2e.example.com`,
    password: `Green-Pastures-${id}`,
    firstName: label.charAt(0).toUpperCase() + label.slice(1),
    lastName: `Tester${id.slice(0, 3)}`,
  };
}
