import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Viewer } from './env';

// A page drawn on the server asks the API for its data in-process (decision 145): the request goes
// through the same routes, checks and serializers as the browser's would, without a socket, and
// carries the viewer the page already resolved, so the session is looked up once per page.

const viewerKey = Symbol('in-process viewer');
type InProcessBindings = { [viewerKey]?: Viewer | null };

/** Puts an in-process request's viewer on the context (a network request carries none). */
export const inProcessViewer: MiddlewareHandler<AppEnv> = (c, next) => {
  const viewer = (c.env as InProcessBindings | undefined)?.[viewerKey];
  if (viewer !== undefined) c.set('viewer', viewer);
  return next();
};

/** Sends a request through the app in-process as this viewer. */
export function fetchInProcess(app: Hono<AppEnv>, request: Request, viewer: Viewer | null) {
  const bindings: InProcessBindings = { [viewerKey]: viewer };
  return Promise.resolve(app.fetch(request, bindings));
}
