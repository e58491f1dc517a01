import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { localDateIn } from '@contracts/time';
import { widgetDeviceHeader } from '@contracts/widgets';
import type { Db } from '@server/db/connection';
import { addressFrom } from '@server/http/rate-limit';
import type { Logger } from '@server/logger';
import { todayFor } from '@server/lib/today';
import { everyone, type EventBus } from '@server/realtime/bus';
import { recordWidgetRequest, widgetDeviceOf } from '@server/modules/widgets/service';

const path = '/api/latest-content';
/** A safety net only: every change that alters the answer lets it go at once (below). */
const ttlMs = 60_000;
/** The query string is the caller's: past this many kept addresses, all are let go. */
const maxKept = 100;

type Kept = {
  /** Node's raw header list, as the framework sent it (security, cache and widget headers). */
  headers: string[];
  body: Buffer;
  zone: string;
  date: string;
  expires: number;
  epoch: number;
};

/** A caller the framework would take for anonymous: no session cookie, no credentials at all. */
const anonymous = (headers: { cookie?: string; authorization?: string }) =>
  !headers.cookie && !headers.authorization;

/**
 * The widget feed before the framework (decision 076). Every home-screen widget polls
 * /api/latest-content anonymously, and every anonymous caller of a day and zone gets the same
 * bytes: the first such answer the app gives is kept, and later polls are answered from it in the
 * Node request listener, counted for the Widgets tab and logged as the framework would. It is let
 * go when anything it was made of may change, on every instance (the bus): content, the Widgets
 * tab's switches, the free members' rules (audio), the zone's date, or a gap in the bus's news.
 * Signed-in callers (their language, premium audio) always reach the app.
 */
export function createKeptWidgetAnswers(deps: {
  db: Db;
  bus: EventBus;
  logger: Logger;
  trustedProxyHops: number;
}) {
  const { db, bus, logger } = deps;
  const kept = new Map<string, Kept>();
  // Bumped whenever answers are let go: an answer made before a change is not kept after it.
  let generation = 0;
  const forget = () => {
    kept.clear();
    generation += 1;
  };
  bus.subscribe((event) => {
    if (event.type === 'content.changed' || event.type === 'widgets.changed') forget();
  });
  bus.onAccessChanged(({ userId }) => {
    if (userId === everyone) forget();
  });

  /** The framework's side: keeps an anonymous caller's shared 200 answer (outermost middleware). */
  const keep: MiddlewareHandler = async (c, next) => {
    const started = generation;
    const epoch = bus.signalEpoch();
    await next();
    const shared = c.res.headers.get('cache-control')?.startsWith('public') ?? false;
    if (c.req.method !== 'GET' || c.res.status !== 200 || !shared || epoch === null) return;
    if (
      !anonymous({ cookie: c.req.header('cookie'), authorization: c.req.header('authorization') })
    )
      return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    if (started !== generation || epoch !== bus.signalEpoch()) return;
    const { zone, today } = todayFor({ timeZone: c.req.query('timeZone') });
    const url = new URL(c.req.url);
    const headers: string[] = [];
    c.res.headers.forEach((value, name) => {
      if (name !== 'content-length') headers.push(name, value);
    });
    headers.push('content-length', String(body.length));
    if (kept.size >= maxKept) kept.clear();
    kept.set(url.pathname + url.search, {
      headers,
      body,
      zone,
      date: today,
      expires: Date.now() + ttlMs,
      epoch,
    });
  };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || !request.url?.startsWith(path)) return false;
    if (!anonymous(request.headers)) return false;
    const hit = kept.get(request.url);
    const now = new Date();
    if (!hit || hit.expires <= now.getTime() || hit.epoch !== bus.signalEpoch()) return false;
    if (localDateIn(hit.zone, now) !== hit.date) return false;
    const started = performance.now();
    // Counted as the route counts it: the device's id header, else its address and user agent.
    const device = widgetDeviceOf({
      deviceId: (request.headers[widgetDeviceHeader] as string | undefined)?.slice(0, 200),
      address: addressFrom(
        request.headers['x-forwarded-for'] as string | undefined,
        request.socket.remoteAddress,
        deps.trustedProxyHops,
      ),
      userAgent: request.headers['user-agent'] ?? '',
    });
    recordWidgetRequest(db, device, now);
    response.writeHead(200, hit.headers);
    response.end(hit.body);
    logger.info(
      { method: 'GET', path, status: 200, ms: Math.round(performance.now() - started) },
      'request',
    );
    return true;
  };

  return {
    keep,
    /** The Node listener that answers kept polls itself and hands everything else on. */
    before:
      (listener: RequestListener): RequestListener =>
      (request, response) => {
        if (!answer(request, response)) void listener(request, response);
      },
  };
}

export type KeptWidgetAnswers = ReturnType<typeof createKeptWidgetAnswers>;
