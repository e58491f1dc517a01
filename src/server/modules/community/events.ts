import type { CommunityChange } from '@contracts/realtime';
import type { EventBus } from '@server/realtime/bus';

// The only place that builds community events. They carry ids, a title and a type, never an
// author: an anonymous post's author cannot travel in an event, and a reader refetches what they
// may read. Hidden items are announced as removed (an id only).

export const announcePostCreated = (
  bus: EventBus,
  post: { id: string; title: string; postType: string },
) =>
  bus.publish({
    type: 'community.post_created',
    data: { id: post.id, title: post.title, post_type: post.postType },
  });

export const announcePostChanged = (bus: EventBus, id: string, change: CommunityChange) =>
  bus.publish({ type: 'community.post_changed', data: { id, change } });

export const announcePostRemoved = (bus: EventBus, id: string) =>
  bus.publish({ type: 'community.post_removed', data: { id } });
