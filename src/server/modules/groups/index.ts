// The groups module's public surface beyond service.ts: leaving every group when an account goes.
export { leaveEveryGroup } from './membership';
