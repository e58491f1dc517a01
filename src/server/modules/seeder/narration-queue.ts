import { eq } from 'drizzle-orm';
import { languages, type Language } from '@contracts/languages';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { decideOnSetting, readSetting } from '@server/db/settings';
import { attachAudio } from '../content';
import { generatedDuration, narrate } from '../psalms';
import {
  entryKey,
  narrateInLanguage,
  translatedLanguages,
  type NarrationQueueDeps,
} from './narration-languages';
import { narrationText } from '@server/modules/starter-library';

// Items the starter library or the seeder wrote wait here to be narrated (docs/decisions/055): a
// list of content ids in system_settings, written in the same transaction as the items, so a crash
// between the two cannot lose one. The starter-narration job takes them one at a time, oldest first.
// An English narration done (or given up), the item's Portuguese and Spanish ones join the end of
// the queue as `id:pt` and `id:es` (decision 073), so every item is heard in English first.
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

const entryOf = (key: string): { id: string; language: Language } => {
  const [id = key, language] = key.split(':');
  return { id, language: languages.find((each) => each === language) ?? 'en' };
};

/** The entries not already waiting, in order and once each. */
const newTo = (pending: readonly string[], keys: readonly string[]) => {
  const waiting = new Set(pending);
  return keys.filter((key) => !waiting.has(key) && waiting.add(key));
};

/**
 * Adds entries to the end of the queue (in the caller's transaction, beside their insert): item
 * ids to narrate in English, or entryKey's for another language. One already waiting stays put.
 */
export async function queueNarration(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return;
  await decideOnSetting(db, narrationQueueKey, (value) => {
    const queue = queueOf(value);
    return {
      result: undefined,
      next: { ...queue, pending: [...queue.pending, ...newTo(queue.pending, keys)] },
    };
  });
}

/** The entries still waiting to be narrated (entryKey's). */
export async function pendingNarrations(db: Db) {
  return queueOf(await readSetting(db, narrationQueueKey)).pending;
}

/** The items with a narration still waiting, in any language. */
export async function itemsWaiting(db: Db): Promise<ReadonlySet<string>> {
  return new Set((await pendingNarrations(db)).map((key) => entryOf(key).id));
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
 * it has failed `attempts` times. An entry leaving for good is followed by `then`'s at the end.
 */
async function release(db: Db, id: string, failed: boolean, then: readonly string[]) {
  await decideOnSetting(db, narrationQueueKey, (value) => {
    const { pending, failures = {} } = queueOf(value);
    const others = pending.filter((each) => each !== id);
    const { [id]: before = 0, ...otherFailures } = failures;
    const retry = failed && before + 1 < attempts;
    return {
      result: undefined,
      next: {
        pending: retry ? [...others, id] : [...others, ...newTo(others, then)],
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

/**
 * Narrates queued entries one after another until the queue is empty, `max` are done, or
 * `budgetMs` has passed (the next minute's run goes on). An item deleted meanwhile, or that has
 * audio by now (staff attached some), is dropped without a voice call, and so is a language entry
 * with nothing to read in it (./narration-languages.ts). A failed narration is logged and ends the
 * run (the provider may be down): the entry is tried again later, three times in all, so one bad
 * item does not hold the queue for ever. Answers how many narrations were kept.
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
    const key = await claim(deps.db, now());
    if (!key) break;
    const { id, language } = entryOf(key);
    let failed = false;
    let stopped = false;
    deps.logger.debug({ id, language }, 'narrating a starter library item');
    try {
      const done =
        language === 'en'
          ? await narrateInEnglish(deps, id)
          : await narrateInLanguage(deps, { id, language, voice: starterVoice });
      if (done) narrated += 1;
    } catch (err) {
      stopped = deps.signal?.aborted ?? false;
      failed = !stopped;
      if (stopped)
        deps.logger.info({ id }, 'starter library narration paused until the next start');
      else deps.logger.error({ err, id, language }, 'a starter library item could not be narrated');
    } finally {
      const then = language === 'en' ? translatedLanguages.map((each) => entryKey(id, each)) : [];
      await (stopped ? giveBack(deps.db) : release(deps.db, key, failed, then));
    }
    if (failed || stopped) break;
  }
  return narrated;
}

/** The row's narration, "title. body" in English, when it has a body and no audio yet. */
async function narrateInEnglish(deps: NarrationQueueDeps, id: string) {
  const [row] = await deps.db
    .select({ title: content.title, body: content.body, audioUrl: content.audioUrl })
    .from(content)
    .where(eq(content.id, id));
  if (!row?.body || row.audioUrl) return false;
  const audio = await narrate(deps, narrationText(row.title, row.body), starterVoice, 'en', {
    signal: deps.signal,
  });
  // Its length becomes the narration's, silences included: what the card says is heard.
  return attachAudio(deps, id, audio.url, generatedDuration(row.body, audio));
}
