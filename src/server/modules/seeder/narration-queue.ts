import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { decideOnSetting, readSetting } from '@server/db/settings';
import type { Logger } from '@server/logger';
import type { VoiceProvider } from '@server/providers/voice';
import type { MediaStorage } from '@server/media/storage';
import type { EventBus } from '@server/realtime/bus';
import { attachAudio } from '../content';
import { generatedDuration, narrate } from '../psalms';

// Items the starter library or the seeder wrote wait here to be narrated (docs/decisions/055): a
// list of content ids in system_settings, written in the same transaction as the items, so a crash
// between the two cannot lose one. The starter-narration job takes them one at a time, oldest first.
// An instance claims the queue for a while (a lease, not a lock: a process that dies mid-narration
// leaves it to expire), so two instances never narrate at once and a restart carries on.

export const narrationQueueKey = 'starter_narration';
const leaseMs = 3 * 60_000;
/** Failed narrations of one item before it leaves the queue (staff can still narrate it). */
const attempts = 3;
/** The voice preset the starter library is read in (the automation settings' default). */
export const starterVoice = 'onyx';

type Queue = { pending: string[]; leaseUntil?: number; failures?: Record<string, number> };

const queueOf = (value: unknown): Queue => {
  const queue = (value ?? {}) as Partial<Queue>;
  return {
    pending: Array.isArray(queue.pending) ? queue.pending : [],
    leaseUntil: queue.leaseUntil,
    failures: queue.failures ?? {},
  };
};

/** Adds items to the end of the queue (in the caller's transaction, beside their insert). */
export async function queueNarration(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await decideOnSetting(db, narrationQueueKey, (value) => {
    const queue = queueOf(value);
    return { result: undefined, next: { ...queue, pending: [...queue.pending, ...ids] } };
  });
}

/** The ids still waiting to be narrated. */
export async function pendingNarrations(db: Db) {
  return queueOf(await readSetting(db, narrationQueueKey)).pending;
}

/** Takes the lease when no other instance holds it; the queue's first id, or null (none, or busy). */
async function claim(db: Db, now: number): Promise<string | null> {
  return decideOnSetting(db, narrationQueueKey, (value) => {
    const queue = queueOf(value);
    if (queue.pending.length === 0 || (queue.leaseUntil ?? 0) > now) return { result: null };
    return { result: queue.pending[0]!, next: { ...queue, leaseUntil: now + leaseMs } };
  });
}

/**
 * Gives the lease back and drops `id` from the queue; a failed item goes to the end instead, until
 * it has failed `attempts` times.
 */
async function release(db: Db, id: string, failed: boolean) {
  await decideOnSetting(db, narrationQueueKey, (value) => {
    const { pending, failures = {} } = queueOf(value);
    const others = pending.filter((each) => each !== id);
    const { [id]: before = 0, ...otherFailures } = failures;
    const retry = failed && before + 1 < attempts;
    return {
      result: undefined,
      next: {
        pending: retry ? [...others, id] : others,
        failures: retry ? { ...otherFailures, [id]: before + 1 } : otherFailures,
      },
    };
  });
}

/** Gives the lease back and leaves the queue as it was: the item is first again next time. */
async function giveBack(db: Db) {
  await decideOnSetting(db, narrationQueueKey, (value) => {
    const { leaseUntil: _lease, ...queue } = queueOf(value);
    return { result: undefined, next: queue };
  });
}

export type NarrationQueueDeps = {
  db: Db;
  bus: EventBus;
  media: MediaStorage;
  voice: VoiceProvider;
  logger: Logger;
  /** The server is stopping: the item being read is given back, not counted as failed. */
  signal?: AbortSignal;
};

/**
 * Narrates queued items one after another until the queue is empty, `max` items are done, or
 * `budgetMs` has passed (the next minute's run goes on). An item deleted meanwhile, or that has
 * audio by now (staff attached some), is dropped without a voice call. A failed narration is
 * logged and ends the run (the provider may be down): the item is tried again later, three times
 * in all, so one bad item does not hold the queue for ever. Answers how many items got audio.
 */
export async function narrateQueued(
  deps: NarrationQueueDeps,
  options: { max?: number; budgetMs?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const started = now();
  let narrated = 0;
  for (let taken = 0; taken < (options.max ?? Infinity); taken++) {
    if (now() - started > (options.budgetMs ?? 50_000) || deps.signal?.aborted) break;
    const id = await claim(deps.db, now());
    if (!id) break;
    let failed = false;
    let stopped = false;
    deps.logger.debug({ id }, 'narrating a starter library item');
    try {
      const [row] = await deps.db
        .select({ title: content.title, body: content.body, audioUrl: content.audioUrl })
        .from(content)
        .where(eq(content.id, id));
      if (row?.body && !row.audioUrl) {
        const audio = await narrate(deps, `${row.title}.\n\n${row.body}`, starterVoice, 'en', {
          signal: deps.signal,
        });
        // Its length becomes the narration's, silences included: what the card says is heard.
        if (await attachAudio(deps, id, audio.url, generatedDuration(row.body, audio)))
          narrated += 1;
      }
    } catch (err) {
      stopped = deps.signal?.aborted ?? false;
      failed = !stopped;
      if (stopped)
        deps.logger.info({ id }, 'starter library narration paused until the next start');
      else deps.logger.error({ err, id }, 'a starter library item could not be narrated');
    } finally {
      await (stopped ? giveBack(deps.db) : release(deps.db, id, failed));
    }
    if (failed || stopped) break;
  }
  return narrated;
}
