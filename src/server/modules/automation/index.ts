// The automation module's public surface (it has no service.ts): its scheduled jobs
// (decision 039).
export { automationTickJob, psalmCleanupJob, runDueGenerations } from './jobs';
