import type { CommunityChange } from '@contracts/realtime';
import type { EventBus } from '@server/realtime/bus';
import type { PostRef } from './shared';

// The only place that builds community events. They carry ids, a title and a type, never an
// author: an anonymous post's author cannot travel in an event, and a reader refetches what they
// may read. Hidden items are announced as removed (an id only). A new post names its author on
// the server side only, so the author's own streams are left out (src/server/realtime/routes.ts).
// News of a group's post names the group on the server side only: it reaches that group's members
// alone (decision 063).

export const announcePostCreated = (
  bus: EventBus,
  post: PostRef & { title: string; postType: string; authorId: string },
) =>
  bus.publish({
    type: 'community.post_created',
    data: {
      id: post.id,
      title: post.title,
      post_type: post.postType,
      ...(post.groupId ? { group_id: post.groupId } : {}),
    },
    authorId: post.authorId,
    ...groupOf(post),
  });

export const announcePostChanged = (bus: EventBus, post: PostRef, change: CommunityChange) =>
  bus.publish({ type: 'community.post_changed', data: { id: post.id, change }, ...groupOf(post) });

export const announcePostRemoved = (bus: EventBus, post: PostRef) =>
  bus.publish({ type: 'community.post_removed', data: { id: post.id }, ...groupOf(post) });

const groupOf = (post: PostRef) => (post.groupId ? { groupId: post.groupId } : {});
