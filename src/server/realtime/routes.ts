import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { RealtimeEvent } from '../../contracts/realtime';
import { allows } from '../auth/require-permission';
import type { Viewer } from '../http/env';
import { createRouter, defineRoute } from '../http/route';
import type { EventBus } from './bus';

/**
 * What a viewer may see: unpublished content only reaches staff who manage content, except the
 * news that an item readers could see was withdrawn (its title was public), so they stop showing it.
 */
export function canReceive(viewer: Viewer, event: RealtimeEvent) {
  if (event.type === 'content.changed' && !event.data.is_published && event.data.op !== 'unpublish')
    return allows(viewer, 'content');
  return true;
}

const stream = defineRoute('user', {
  method: 'get',
  path: '/realtime',
  summary: 'Server-sent events: content.changed, community.post_created',
  responses: {
    200: {
      description: 'An event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  },
});

type RealtimeOptions = {
  keepAliveMs?: number;
  /** Checks the listener again while the stream is open (null: the session has ended). */
  recheckViewer: (viewer: Viewer) => Promise<Viewer | null>;
  /** How often; a minute unless a test says otherwise. */
  recheckMs?: number;
};

export function createRealtimeRoutes(bus: EventBus, options: RealtimeOptions) {
  const keepAliveMs = options.keepAliveMs ?? 25_000;
  const recheckMs = options.recheckMs ?? 60_000;
  return createRouter().openapi(stream, (c) => {
    let viewer = c.get('viewer')!;
    return streamSSE(c, async (sse) => {
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe((event) => {
        if (!canReceive(viewer, event)) return;
        queue.push(event);
        wake?.();
      });
      let open = true;
      const close = () => {
        open = false;
        unsubscribe();
        clearInterval(recheck);
        wake?.();
      };
      const recheck = setInterval(() => {
        options
          .recheckViewer(viewer)
          .then((current) => {
            if (current) viewer = current;
            else close();
          })
          // A failed check (database briefly away) keeps the stream as it is until the next one.
          .catch(() => undefined);
      }, recheckMs);
      recheck.unref();
      sse.onAbort(close);
      await sse.writeSSE({ event: 'ready', data: '{}' });
      while (open) {
        const event = queue.shift();
        if (event) {
          await sse.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
          continue;
        }
        // Sleep until an event arrives or it is time for a keep-alive comment.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, keepAliveMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (open && queue.length === 0) await sse.write(': keep-alive\n\n');
      }
      close();
    });
  });
}
