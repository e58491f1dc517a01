import { eq } from 'drizzle-orm';
import {
  recordingMaxBytes,
  recordingMaxMinutes,
  recordingNotAudio,
  recordingSilent,
  recordingTooLarge,
  recordingTooLong,
} from '@contracts/recordings';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { notFound, payloadTooLarge, validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import {
  createRecordingTranscoder,
  RecordingRefused,
  type RecordingRefusal,
  type RecordingTranscoder,
} from '@server/media/audio/recording-transcoder';
import { recordAudit } from '@server/modules/audit/service';
import { announce, announced } from './announce';
import { contentAudioFolder, releaseAudio, removeOwnAudio } from './audio';
import type { ContentWriteDeps } from './writes';

// A person's recording of an item (decision 072): it plays in place of the generated narration,
// which is kept aside (narration_audio_url) and comes back when the recording is removed.

export type RecordingDeps = ContentWriteDeps & { recordings: RecordingTranscoder };

let shared: RecordingTranscoder | undefined;
/** The process's one transcoding thread, whichever app (tests build many) receives the upload. */
export const sharedTranscoder = () =>
  (shared ??= createRecordingTranscoder(recordingMaxMinutes * 60));

const refusals: Record<RecordingRefusal, string> = {
  not_audio: recordingNotAudio,
  too_long: recordingTooLong,
  silent: recordingSilent,
};

/** The item's audio columns, read under a row lock for a change to them. */
const audioOf = (tx: Db, id: string) =>
  tx
    .select({
      audioUrl: content.audioUrl,
      audioReadBy: content.audioReadBy,
      durationMinutes: content.durationMinutes,
      narrationAudioUrl: content.narrationAudioUrl,
      narrationDurationMinutes: content.narrationDurationMinutes,
    })
    .from(content)
    .where(eq(content.id, id))
    .for('update')
    .then((rows) => rows[0]);

/** A file of content's folder is a narration the server made; anything else is a link elsewhere. */
const isNarration = (media: ContentWriteDeps['media'], url: string | null) =>
  url !== null && media.folderOf(url) === contentAudioFolder;

/** The MP3 members will hear, or 400 on `recording` with what is wrong with the file. */
async function transcoded(deps: RecordingDeps, bytes: Uint8Array) {
  if (bytes.length > recordingMaxBytes) throw payloadTooLarge(recordingTooLarge);
  try {
    return await deps.recordings.transcode(bytes);
  } catch (error) {
    if (!(error instanceof RecordingRefused)) throw error;
    const message = refusals[error.reason];
    throw validationFailed({ recording: message }, message);
  }
}

/**
 * Makes the uploaded file the item's audio, read by `readerName`: transcoded and levelled, saved
 * to content's folder, its length the item's duration. The audio it replaces is kept aside (a
 * recording replacing a recording lets the older one go). Audited as content.recording_add.
 */
export async function attachRecording(
  deps: RecordingDeps,
  viewer: Viewer,
  id: string,
  bytes: Uint8Array,
  readerName: string,
) {
  const [exists] = await deps.db.select({ id: content.id }).from(content).where(eq(content.id, id));
  if (!exists) throw notFound('That content');
  const made = await transcoded(deps, bytes);
  const url = await deps.media.save(contentAudioFolder, made.audio, 'mp3');
  const minutes = Math.max(1, Math.round(made.durationSeconds / 60));
  let written;
  try {
    written = await deps.db.transaction(async (tx) => {
      const before = await audioOf(tx, id);
      if (!before) return null;
      const recorded = before.audioReadBy !== null;
      const [row] = await tx
        .update(content)
        .set({
          audioUrl: url,
          audioReadBy: readerName,
          audioGenerated: false,
          durationMinutes: minutes,
          ...(recorded
            ? {}
            : {
                narrationAudioUrl: before.audioUrl,
                narrationDurationMinutes: before.durationMinutes,
              }),
        })
        .where(eq(content.id, id))
        .returning(announced);
      await recordAudit(tx, {
        actor: viewer,
        action: 'content.recording_add',
        targetType: 'content',
        targetId: id,
        targetLabel: row!.title,
        before: { audioUrl: before.audioUrl, readBy: before.audioReadBy },
        after: {
          audioUrl: url,
          readBy: readerName,
          durationSeconds: Math.round(made.durationSeconds),
          inputLufs: Math.round(made.inputLufs * 10) / 10,
          gainDb: Math.round(made.gainDb * 10) / 10,
        },
      });
      return { row: row!, replaced: recorded ? before.audioUrl : null };
    });
  } catch (error) {
    await removeOwnAudio(deps.media, url);
    throw error;
  }
  if (!written) {
    await removeOwnAudio(deps.media, url);
    throw notFound('That content');
  }
  await announce(deps.bus, 'update', written.row);
  await releaseAudio(deps.db, deps.media, written.replaced);
}

/**
 * Takes the recording away: the audio it stood in for (a narration, a link, or none) plays again
 * with its duration, and the recording's file goes. An item without a recording is left as it is.
 * Audited as content.recording_remove.
 */
export async function removeRecording(deps: ContentWriteDeps, viewer: Viewer, id: string) {
  const written = await deps.db.transaction(async (tx) => {
    const before = await audioOf(tx, id);
    if (!before) throw notFound('That content');
    if (before.audioReadBy === null) return null;
    const restored = before.narrationAudioUrl;
    const [row] = await tx
      .update(content)
      .set({
        audioUrl: restored,
        audioReadBy: null,
        audioGenerated: isNarration(deps.media, restored),
        durationMinutes: before.narrationDurationMinutes ?? before.durationMinutes,
        narrationAudioUrl: null,
        narrationDurationMinutes: null,
      })
      .where(eq(content.id, id))
      .returning(announced);
    await recordAudit(tx, {
      actor: viewer,
      action: 'content.recording_remove',
      targetType: 'content',
      targetId: id,
      targetLabel: row!.title,
      before: { audioUrl: before.audioUrl, readBy: before.audioReadBy },
      after: { audioUrl: restored, readBy: null },
    });
    return { row: row!, removed: before.audioUrl };
  });
  if (!written) return;
  await announce(deps.bus, 'update', written.row);
  await releaseAudio(deps.db, deps.media, written.removed);
}
