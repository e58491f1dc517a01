// The profile module's public surface beyond service.ts: the language a member is written to, and
// the part it plays for auth (decision 039).
export { accountProfiles } from './account-profiles';
export { languageOf } from './language';
