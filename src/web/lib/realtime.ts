import { useEffect, useEffectEvent } from 'react';
import type { RealtimeEvent } from '@contracts/realtime';
import { browserTimeZone } from './time-zone';

/**
 * One server-sent-events stream per browser tab (GET /api/realtime), shared by every subscriber and
 * opened only while someone listens. The browser reconnects a dropped stream by itself; when the
 * server refuses it (the stream is then closed for good) we reopen it with a growing delay.
 */

/** Event name → payload, from the server's contract (src/contracts/realtime.ts). */
export type RealtimeEvents = { [E in RealtimeEvent as E['type']]: E['data'] };
export type RealtimeEventName = keyof RealtimeEvents;

type Listener = (data: unknown) => void;

/** The stream, told the device's zone: an item dated for a day reaches readers on their own day. */
function endpoint(): string {
  const zone = browserTimeZone();
  return zone ? `/api/realtime?timeZone=${encodeURIComponent(zone)}` : '/api/realtime';
}
const minDelayMs = 1_000;
const maxDelayMs = 30_000;

const listeners = new Map<string, Set<Listener>>();
const attached = new Set<string>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let delayMs = minDelayMs;

function listenerCount(): number {
  let count = 0;
  for (const set of listeners.values()) count += set.size;
  return count;
}

function dispatch(name: string, event: MessageEvent<string>): void {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  listeners.get(name)?.forEach((listener) => listener(data));
}

function attach(name: string): void {
  if (!source || attached.has(name)) return;
  attached.add(name);
  source.addEventListener(name, (event) => dispatch(name, event as MessageEvent<string>));
}

function scheduleReconnect(): void {
  if (retryTimer !== undefined) return;
  const wait = delayMs + Math.floor(Math.random() * 500);
  delayMs = Math.min(delayMs * 2, maxDelayMs);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (listenerCount() > 0) open();
  }, wait);
}

function open(): void {
  close();
  const next = new EventSource(endpoint(), { withCredentials: true });
  source = next;
  next.addEventListener('open', () => {
    delayMs = minDelayMs;
  });
  next.addEventListener('error', () => {
    if (next.readyState === EventSource.CLOSED && source === next) {
      source = null;
      attached.clear();
      scheduleReconnect();
    }
  });
  for (const name of listeners.keys()) attach(name);
}

function close(): void {
  if (retryTimer !== undefined) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  }
  source?.close();
  source = null;
  attached.clear();
}

/** Reopens the stream (after sign-in or sign-out, so it carries the new session's rights). */
export function reconnectRealtime(): void {
  if (listenerCount() > 0) {
    delayMs = minDelayMs;
    open();
  }
}

function subscribe(name: string, listener: Listener): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  if (!source && retryTimer === undefined) open();
  else attach(name);
  return () => {
    set.delete(listener);
    if (listenerCount() === 0) close();
  };
}

if (typeof document !== 'undefined') {
  // A tab coming back from the background reconnects at once instead of waiting out the delay.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !source && listenerCount() > 0) {
      delayMs = minDelayMs;
      open();
    }
  });
}

/** Calls `handler` for every `name` event while the component is mounted and `enabled` is true. */
export function useRealtimeEvent<K extends RealtimeEventName>(
  name: K,
  handler: (data: RealtimeEvents[K]) => void,
  enabled = true,
): void {
  const onEvent = useEffectEvent((data: unknown) => handler(data as RealtimeEvents[K]));
  useEffect(() => {
    if (!enabled) return;
    return subscribe(name, (data) => onEvent(data));
  }, [name, enabled]);
}
