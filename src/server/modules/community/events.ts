import type { CommunityChange } from '@contracts/realtime';
import type { EventBus } from '@server/realtime/bus';

// The only place that builds community events. They carry ids, a title and a type, never an
// author: an anonymous post's author cannot travel in an event, and a reader refetches what they
// may read. Hidden items are announced as removed (an id only). A new post names its author on
// the server side only, so the author's own streams are left out (src/server/realtime/routes.ts).

export const announcePostCreated = (
  bus: EventBus,
  post: { id: string; title: string; postType: string; authorId: string },
) =>
  bus.publish({
    type: 'community.post_created',
    data: { id: post.id, title: post.title, post_type: post.postType },
    authorId: post.authorId,
  });

export const announcePostChanged = (bus: EventBus, id: string, change: CommunityChange) =>
  bus.publish({ type: 'community.post_changed', data: { id, change } });

export const announcePostRemoved = (bus: EventBus, id: string) =>
  bus.publish({ type: 'community.post_removed', data: { id } });
