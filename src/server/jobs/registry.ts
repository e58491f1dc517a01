import { automationTickJob, psalmCleanupJob } from './automation';
import { contentReleaseJob } from './content-release';
import { heartbeatJob } from './heartbeat';
import type { JobDefinition } from './job';
import { notificationsTickJob } from './notifications';

/** Every job the server runs; feature issues add theirs here. */
export const jobs: JobDefinition[] = [
  heartbeatJob,
  contentReleaseJob,
  automationTickJob,
  psalmCleanupJob,
  notificationsTickJob,
];
