// The profile module's public surface beyond service.ts: the language a member is written to, the
// part it plays for auth (decision 039), and how an uploaded picture's kind is told.
export { accountProfiles } from './account-profiles';
export { languageOf } from './language';
export { imageKind } from './avatar';
