import { content } from './db/schema/content';
import { prayerGroups } from './db/schema/groups';
import { languageNarrations, stepNarrations } from './db/schema/listening';
import { profiles } from './db/schema/profiles';
import { heartbeatJob } from './jobs/heartbeat';
import type { JobDefinition } from './jobs/job';
import { createMediaCleanupJob, namedBy, type MediaCleanupPlan } from './media/orphan-cleanup';
import { automationTickJob, psalmCleanupJob } from './modules/automation';
import { contentAudioFolder, contentReleaseJob } from './modules/content';
import { pruneStaleLanguageNarrations } from './modules/content/service';
import { groupAlertsTickJob, groupPhotoFolder } from './modules/groups';
import { notificationsTickJob } from './modules/notifications';
import { avatarFolder } from './modules/profile';
import { starterNarrationJob } from './modules/seeder';
import { widgetUsagePruneJob } from './modules/widgets';
import { pruneStaleStepNarrations } from './modules/workflows';

/**
 * The app's media folders and every column that names a file in them: what the daily media cleanup
 * keeps. A new column naming media belongs here (orphan-cleanup.test.ts checks the schema for one).
 */
export const mediaCleanupPlan: MediaCleanupPlan = {
  folders: [contentAudioFolder, avatarFolder, groupPhotoFolder],
  inUse: [
    namedBy(content, content.audioUrl),
    // A narration kept aside while a person's recording plays (decision 072).
    namedBy(content, content.narrationAudioUrl),
    namedBy(stepNarrations, stepNarrations.audioUrl),
    // A starter item's narration in a reader's language (decision 073).
    namedBy(languageNarrations, languageNarrations.audioUrl),
    namedBy(profiles, profiles.avatarUrl),
    namedBy(prayerGroups, prayerGroups.photoUrl),
  ],
  prune: [pruneStaleStepNarrations, pruneStaleLanguageNarrations],
};

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
  widgetUsagePruneJob,
  createMediaCleanupJob(mediaCleanupPlan),
];
