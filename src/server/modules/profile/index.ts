// The profile module's public surface beyond service.ts: the language a member is written to in
// (decision 039).
export { languageOf } from './language';
