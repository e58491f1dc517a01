// The groups module's public surface beyond service.ts: leaving every group when an account goes,
// which groups' news a person's event streams carry, and its scheduled job.
export { groupAlertsTickJob } from './jobs';
export { groupIdsOf, leaveEveryGroup } from './membership';
