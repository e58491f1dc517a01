import { heartbeatJob } from './jobs/heartbeat';
import type { JobDefinition } from './jobs/job';
import { automationTickJob, psalmCleanupJob } from './modules/automation';
import { contentReleaseJob } from './modules/content';
import { groupAlertsTickJob } from './modules/groups';
import { notificationsTickJob } from './modules/notifications';
import { starterNarrationJob } from './modules/seeder';

/**
 * Every job the server runs: the platform's heartbeat and each module's own jobs (declared in the
 * module, reached through its entry). Part of the composition root, like api-routes.ts.
 */
export const jobs: JobDefinition[] = [
  heartbeatJob,
  contentReleaseJob,
  automationTickJob,
  psalmCleanupJob,
  notificationsTickJob,
  groupAlertsTickJob,
  starterNarrationJob,
];
