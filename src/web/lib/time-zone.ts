import { memoizedOptional } from './hydration-memo';
import { renderContext } from './render-context';

/**
 * The browser's IANA time zone (Europe/Lisbon, America/Chicago…), sent with calls whose answer
 * depends on the person's local day; undefined when the runtime cannot tell, and the server then
 * uses the zone it has stored for the person.
 */
export function browserTimeZone(): string | undefined {
  // On the server: the zone this browser last said, else the account's. While the page hydrates:
  // the zone the server drew it in, so every query asks for what the server already answered.
  return memoizedOptional('timeZone', () => {
    const rendering = renderContext();
    return rendering ? rendering.timeZone : deviceZone();
  });
}

/** What this device says now, whatever page is being drawn (for remembering it). */
export function deviceZone(): string | undefined {
  // Asking Intl costs a phone tens of milliseconds (it loads its zone data): asked once a minute at
  // most, which still notices a device that moved to another zone.
  const now = Date.now();
  if (!known || now - known.at > 60_000) known = { at: now, zone: readZone() };
  return known.zone;
}

let known: { at: number; zone: string | undefined } | undefined;

/**
 * The same answer as deviceZone(), read by a worker so the page's main thread never pays for loading
 * Intl's zone data (once read, deviceZone() answers from it for a minute). Where a worker cannot
 * run, the page reads it itself.
 */
export function readDeviceZone(): Promise<string | undefined> {
  if (known && Date.now() - known.at <= 60_000) return Promise.resolve(known.zone);
  if (typeof Worker === 'undefined') return Promise.resolve(deviceZone());
  reading ??= new Promise<string | undefined>((resolve) => {
    const settle = (zone: string | undefined) => {
      worker.terminate();
      reading = undefined;
      known = { at: Date.now(), zone };
      resolve(zone);
    };
    const worker = new Worker(new URL('./zone-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string | null>) => settle(event.data ?? undefined);
    worker.onerror = () => settle(readZone());
  });
  return reading;
}

let reading: Promise<string | undefined> | undefined;

function readZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
