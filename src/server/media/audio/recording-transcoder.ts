import { createWorkerClient } from '@server/lib/worker-client';
import { serverSourcePath } from '@server/paths';

/** What a recording is turned into (decision 072): mono MP3 near -16 LUFS, peaks under -1.5 dBFS. */
export const recordingTarget = {
  targetLufs: -16,
  peakCeilingDb: -1.5,
  /** Quieter than this throughout, nobody is heard: refused as silent. */
  silentBelow: -60,
  kbps: 64,
} as const;

export type RecordingRefusal = 'not_audio' | 'too_long' | 'silent';

/** A file the worker would not turn into a recording, with the reason a person can act on. */
export class RecordingRefused extends Error {
  constructor(readonly reason: RecordingRefusal) {
    super(`recording refused: ${reason}`);
  }
}

export type TranscodedRecording = {
  audio: Buffer;
  durationSeconds: number;
  /** The upload's integrated loudness before the gain, and the gain applied (for the audit row). */
  inputLufs: number;
  gainDb: number;
};

type Answer = Omit<TranscodedRecording, 'audio'> & {
  id: number;
  audio?: Uint8Array;
  error?: RecordingRefusal | 'failed';
  message?: string;
};

/**
 * One worker thread (recording-worker.mjs) takes recordings one at a time: decoding and encoding
 * are CPU-bound and a recording can be 30 minutes long, so members' requests keep the event loop
 * while it works, and two uploads at once do not double the memory. A thread that dies fails what
 * it held; the next one starts anew (lib/worker-client.ts).
 */
export function createRecordingTranscoder(maxSeconds: number) {
  const thread = createWorkerClient<Answer>(
    serverSourcePath('media/audio', 'recording-worker.mjs'),
    (reason) => new Error(`The recording could not be converted: ${reason}`),
  );
  let queue: Promise<unknown> = Promise.resolve();

  async function run(bytes: Uint8Array): Promise<TranscodedRecording> {
    const answer = await thread.request({ bytes, limits: { ...recordingTarget, maxSeconds } });
    if (answer.error && answer.error !== 'failed') throw new RecordingRefused(answer.error);
    if (answer.error || !answer.audio)
      throw new Error(`The recording could not be converted: ${answer.message ?? 'no audio'}`);
    return {
      audio: Buffer.from(answer.audio.buffer, answer.audio.byteOffset, answer.audio.length),
      durationSeconds: answer.durationSeconds,
      inputLufs: answer.inputLufs,
      gainDb: answer.gainDb,
    };
  }

  return {
    /** The upload as members will hear it, or RecordingRefused; one at a time, in order. */
    transcode(bytes: Uint8Array) {
      const turn = queue.then(() => run(bytes));
      queue = turn.catch(() => undefined);
      return turn;
    },
    close: thread.close,
  };
}

export type RecordingTranscoder = ReturnType<typeof createRecordingTranscoder>;
