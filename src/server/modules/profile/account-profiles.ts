import type { AccountProfiles } from '@server/auth/auth';
import type { Db } from '@server/db/connection';
import { languageOf } from './language';
import { createProfile } from './service';

/**
 * The profile module's part in sign-up and in account emails, handed to auth by the composition
 * root: auth is platform and imports no module (decision 039); profiles are this module's own
 * (decision 040).
 */
export const accountProfiles = (db: Db): AccountProfiles => ({
  languageOf: (userId) => languageOf(db, userId),
  create: (profile) => createProfile(db, profile),
});
