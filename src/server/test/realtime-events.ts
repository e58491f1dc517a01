import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@contracts/realtime';

/** A content.changed event as the content module announces it, for tests of its delivery. */
export const contentChanged = (
  is_published: boolean,
  title = 'Psalm 23',
): Extract<RealtimeEvent, { type: 'content.changed' }> => ({
  type: 'content.changed',
  data: { id: randomUUID(), op: 'insert', title, is_published },
});
