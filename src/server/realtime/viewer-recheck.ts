import { and, eq, gt } from 'drizzle-orm';
import { loadAccess } from '../auth/access';
import type { Db } from '../db/connection';
import { sessions } from '../db/schema/auth';
import type { Viewer } from '../http/env';

/**
 * An event stream lives for hours, so who is listening is checked again while it is open: a
 * session that was signed out (here or everywhere) or has expired ends the stream, and a changed
 * role takes effect (a demoted moderator stops receiving drafts).
 */
export function createViewerRecheck(db: Db, premiumProductId?: string) {
  return async (viewer: Viewer): Promise<Viewer | null> => {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, viewer.sessionId), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!session) return null;
    return { ...viewer, ...(await loadAccess(db, viewer.id, premiumProductId)) };
  };
}
