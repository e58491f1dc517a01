// The journal module's public surface beyond service.ts: sealing plain rows at start and the key
// rotation of the CLI (decision 039).
export { JournalKeyMissingError, keyIdsInUse, sealJournalAtStart, sealRows } from './seal-existing';
