// The groups module's public surface beyond service.ts: leaving every group when an account goes,
// and which groups' news a person's event streams carry.
export { groupIdsOf, leaveEveryGroup } from './membership';
