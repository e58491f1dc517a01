import { z } from 'zod';
import { timeZone } from './time';

// Downloads for offline use (decision 064): a premium member asks the server what makes up an item,
// a workflow or the week's psalms offline, and the app keeps those answers and files on the device.
// A free member is refused (403 premium_required), so the offer they see is the upgrade.

export const downloadKinds = ['content', 'workflow', 'week'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

/** One item of a download, as the member may open it. */
export const downloadItem = z.object({
  contentId: z.string(),
  title: z.string(),
  audioUrl: z.string().nullable(),
});

export const downloadPackage = z.object({
  kind: z.enum(downloadKinds),
  /** The item's or workflow's id; the week's first day for the week's psalms. */
  id: z.string(),
  title: z.string(),
  items: z.array(downloadItem),
  /**
   * Same-origin addresses to keep on the device: the API answers the pages read offline and the
   * audio files. The app measures their size as it stores them.
   */
  urls: z.array(z.string()),
});
export type DownloadPackage = z.infer<typeof downloadPackage>;

export const downloadWeekQuery = z.object({ timeZone: timeZone.optional() });

/**
 * A workflow's download; `session` names the member's session of it whose answer is kept too, so
 * that session's page opens offline (404 when it is not theirs or not of this workflow).
 */
export const downloadWorkflowQuery = downloadWeekQuery.extend({
  session: z.uuid('Not a valid id').optional(),
});
