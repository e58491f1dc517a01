import { z } from 'zod';
import { nameText } from './names';

// A recording staff upload for an item (decision 072): a person reading it, in place of the
// generated narration. The limits are stated in the portal beside the file field.

export const recordingMaxMegabytes = 50;
export const recordingMaxBytes = recordingMaxMegabytes * 1024 * 1024;
export const recordingMaxMinutes = 30;
/** What the file field offers; the server goes by the file's bytes, whatever it is called. */
export const recordingAccept = '.mp3,.m4a,.ogg,.oga,.opus,.wav,audio/*';

export const recordingNotAudio =
  'This file is not a recording we can read. Choose an MP3, M4A, OGG or WAV file.';
export const recordingTooLarge = `The recording is larger than ${recordingMaxMegabytes} MB. Choose a smaller file.`;
export const recordingTooLong = `The recording is longer than ${recordingMaxMinutes} minutes. Choose a shorter one.`;
export const recordingSilent =
  'The recording is silent. Choose one in which the reader can be heard.';
export const recordingPlays =
  'A recording plays for this item. Remove the recording before changing its audio.';
export const readerNameRequired = 'Enter the name of the person reading';
export const readerNameMax = 80;

/** The reader's name, as members read it after "Read by". */
export const readerName = nameText().pipe(
  z
    .string()
    .trim()
    .min(1, readerNameRequired)
    .max(readerNameMax, `Name must be at most ${readerNameMax} characters`),
);

/** PUT /api/admin/content/{id}/recording: the body is the file, the reader's name is in the query. */
export const recordingQuery = z.object({ readerName });
export type RecordingQuery = z.infer<typeof recordingQuery>;
