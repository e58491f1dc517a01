// The profile module's public surface beyond service.ts: the language a member is written to, the
// part it plays for auth (decision 039), how an uploaded picture's kind is told and where it is kept.
export { accountProfiles } from './account-profiles';
export { languageOf } from './language';
export { avatarFolder, imageKind } from './avatar';
