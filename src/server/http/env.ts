import type { Access } from '../auth/access';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
};

export type Viewer = SessionUser & Access & { sessionId: string };

/**
 * Hono environment shared by every router: the signed-in viewer, if any, and the nonce a page's
 * Content Security Policy allows its inline scripts by (set for page requests only).
 */
export type AppEnv = { Variables: { viewer: Viewer | null; cspNonce: string | undefined } };
