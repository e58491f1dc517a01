// The workflows module's public surface beyond service.ts (decision 039): what the media cleanup
// drops before it sweeps (narrations of texts since changed).
export { pruneStaleStepNarrations } from './stale-narrations';
