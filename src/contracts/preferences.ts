import { z } from 'zod';
import { userContentType } from './enums';
import { timeZone } from './time';

export const contentPreference = z.object({
  contentType: userContentType,
  isEnabled: z.boolean(),
  deliveryTime: z.string(),
  wantsText: z.boolean(),
  wantsAudio: z.boolean(),
  wantsNotification: z.boolean(),
  timezone: z.string(),
});
export type ContentPreference = z.infer<typeof contentPreference>;

export const contentPreferenceUpdate = z
  .strictObject({
    isEnabled: z.boolean(),
    deliveryTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00'),
    wantsText: z.boolean(),
    wantsAudio: z.boolean(),
    wantsNotification: z.boolean(),
    timezone: timeZone,
  })
  .partial();
export type ContentPreferenceUpdate = z.infer<typeof contentPreferenceUpdate>;

/** PUT /api/preferences/timezone: the time zone the person's device reports (001 §7 timezone sync). */
export const timeZoneSyncInput = z.strictObject({ timeZone });
export const timeZoneSyncResult = z.object({
  timeZone: z.string(),
  /** The zone known before, or null on the first sync; equal to timeZone when nothing changed. */
  previous: z.string().nullable(),
});
export type TimeZoneSyncResult = z.infer<typeof timeZoneSyncResult>;
