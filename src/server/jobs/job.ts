import type { z } from 'zod';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { EventBus } from '../realtime/bus';
import type { MediaStorage } from '../media/storage';
import type { EmailProvider } from '../providers/email';
import type { PushProvider } from '../providers/push';
import type { TextProvider } from '../providers/text';
import type { VoiceProvider } from '../providers/voice';

export type JobContext = {
  database: Database;
  logger: Logger;
  bus: EventBus;
  text: TextProvider;
  voice: VoiceProvider;
  media: MediaStorage;
  /** Reminders (notifications-tick): email for members without a device, Web Push, links. */
  email?: EmailProvider;
  push?: PushProvider;
  publicUrl?: string;
  /**
   * Aborted when the server begins to stop: long work (a narration) gives its place back and ends,
   * to carry on at the next start, instead of holding the stop.
   */
  signal?: AbortSignal;
};

/** One background job: its queue name, an optional cron schedule, its payload and its handler. */
export type JobDefinition<T extends z.ZodType = z.ZodType> = {
  name: string;
  cron?: string;
  payload: T;
  handle: (payload: z.infer<T>, context: JobContext) => Promise<void>;
};

export const defineJob = <T extends z.ZodType>(job: JobDefinition<T>) => job;
