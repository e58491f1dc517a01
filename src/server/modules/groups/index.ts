// The groups module's public surface beyond service.ts: leaving every group when an account goes,
// which groups' news a person's event streams carry, its scheduled job and its photos' folder.
export { groupAlertsTickJob } from './jobs';
export { groupIdsOf, leaveEveryGroup } from './membership';
export { groupPhotoFolder } from './photo';
