import { createHash } from 'node:crypto';
import type { Viewer } from '../http/env';
import type { EventBus } from '../realtime/bus';

/**
 * How long a resolved session is trusted without asking the database (docs/decisions/023, 079):
 * every change the app makes drops it at once; the time bounds only a write behind its back.
 */
export const viewerCacheTtlMs = 60_000;
/** Sessions remembered at most; the least recently used goes first. */
export const viewerCacheMaxEntries = 10_000;

type Entry = { viewer: Viewer; expires: number; epoch: number };
type Load = () => Promise<{ viewer: Viewer; until: Date | null } | null>;

export type ViewerCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (tests pass a fake one). */
  now?: () => number;
};

/** The session cookie's value (signed token), from a Cookie header; undefined when there is none. */
export function sessionTokenOf(cookieHeader: string | undefined) {
  if (!cookieHeader) return undefined;
  const match = /(?:^|;\s*)(?:__Secure-)?psalmlight\.session_token=([^;]+)/.exec(cookieHeader);
  return match?.[1];
}

/**
 * Who is signed in, per session token, for a few seconds: resolving a session costs two or three
 * database round trips, more than the rest of most requests. Kept correct by the access signals
 * (realtime/bus.ts) that every sign-out, session revocation, password change or reset, account
 * deletion, role change, premium change and profile change raises, on every instance: the person's
 * entries go at once. Nothing is kept while the signals may not arrive (bus.signalEpoch), and an
 * entry never outlives its session or its premium period. The key is a hash of the token, so the
 * cache holds no usable token.
 */
export function createViewerCache(bus: EventBus, options: ViewerCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? viewerCacheTtlMs;
  const maxEntries = options.maxEntries ?? viewerCacheMaxEntries;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keysOf = new Map<string, Set<string>>();
  /** Lookups under way, by key, with the generation they started in. */
  const inFlight = new Map<string, { generation: number; answer: Promise<Viewer | null> }>();
  // Bumped by every signal: a lookup that started before one may have read what it changed.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.viewer.id);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.viewer.id);
  };
  const clear = () => {
    entries.clear();
    keysOf.clear();
  };
  const stop = bus.onAccessChanged(({ userId }) => {
    generation += 1;
    for (const key of keysOf.get(userId) ?? []) entries.delete(key);
    keysOf.delete(userId);
  });

  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  /** The entry for a token, when there is one that may still be trusted. */
  function peek(token: string): Viewer | undefined {
    const epoch = bus.signalEpoch();
    const key = keyOf(token);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (epoch === null || entry.epoch !== epoch) {
      // Signals were (or are being) missed: nothing here can be trusted.
      clear();
      return undefined;
    }
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    // Most recently used last, so the oldest is first to go.
    entries.delete(key);
    entries.set(key, entry);
    return entry.viewer;
  }

  return {
    /**
     * The viewer for a token, when resolved recently and nothing has changed since. A hit first lets
     * the event loop read what has arrived: a signal already received on the LISTEN connection
     * (another instance's sign-out) is applied before the answer is trusted.
     */
    async get(token: string): Promise<Viewer | undefined> {
      if (!peek(token)) return undefined;
      await new Promise<void>((resolve) => setImmediate(resolve));
      return peek(token);
    },

    /**
     * Resolves a token through `load` and keeps the answer, unless a signal arrived meanwhile (the
     * answer may predate the change it announced) or signals are not live.
     */
    resolve(token: string, load: Load): Promise<Viewer | null> {
      // Requests of one session that arrive together (a page asks for several things at once) share
      // one lookup, unless a signal came since it started: then its answer may predate the change.
      const key = keyOf(token);
      const flight = inFlight.get(key);
      if (flight && flight.generation === generation) return flight.answer;
      const answer = lookUp(key, load).finally(() => {
        if (inFlight.get(key)?.answer === answer) inFlight.delete(key);
      });
      inFlight.set(key, { generation, answer });
      return answer;
    },

    get size() {
      return entries.size;
    },
    close: stop,
  };

  async function lookUp(key: string, load: Load): Promise<Viewer | null> {
    const started = generation;
    const epoch = bus.signalEpoch();
    const loaded = await load();
    if (!loaded) return null;
    if (epoch === null || epoch !== bus.signalEpoch() || started !== generation)
      return loaded.viewer;
    const expires = Math.min(now() + ttlMs, loaded.until?.getTime() ?? Infinity);
    remove(key);
    entries.set(key, { viewer: loaded.viewer, expires, epoch });
    const keys = keysOf.get(loaded.viewer.id) ?? new Set<string>();
    keys.add(key);
    keysOf.set(loaded.viewer.id, keys);
    while (entries.size > maxEntries) remove(entries.keys().next().value!);
    return loaded.viewer;
  }
}

export type ViewerCache = ReturnType<typeof createViewerCache>;
