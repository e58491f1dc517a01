// The workflows module's public surface beyond service.ts (decision 039): what the media cleanup
// drops before it sweeps (narrations of texts since changed), and a member's session as its page
// reads it (a workflow's download keeps it).
export { pruneStaleStepNarrations } from './stale-narrations';
export { getSession } from './sessions';
