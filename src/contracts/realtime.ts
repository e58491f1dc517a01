import { z } from 'zod';
import { timeZone } from './time';
import type { Language } from './languages';

/**
 * A content row changed. op 'publish' means it became visible to users (published, or its
 * scheduled date came); is_published says whether users can see it now.
 */
export const contentChangedEvent = z.object({
  id: z.string(),
  /** publish: became visible to readers; unpublish: readers could see it and now cannot. */
  op: z.enum(['insert', 'update', 'delete', 'publish', 'unpublish']),
  title: z.string(),
  is_published: z.boolean(),
});

export const postCreatedEvent = z.object({
  id: z.string(),
  title: z.string(),
  post_type: z.string(),
  /** A prayer group's post: its group (only its members get the event). */
  group_id: z.string().optional(),
});

/** What changed on a community post (readers refetch it; no author ever travels in an event). */
export const communityChanges = [
  'updated',
  'liked',
  'commented',
  'prayed',
  'answered',
  'pinned',
  'restored',
  'comment_hidden',
] as const;
export type CommunityChange = (typeof communityChanges)[number];
export const postChangedEvent = z.object({ id: z.string(), change: z.enum(communityChanges) });
/** A post was hidden by a moderator or deleted by its author: readers drop it. */
export const postRemovedEvent = z.object({ id: z.string() });

/** GET /api/realtime: the zone the reader's device is in, for what has reached their day. */
export const realtimeQuery = z.object({ timeZone: timeZone.optional() });

/** Every event the server pushes on /api/realtime, by name. */
export type RealtimeContentOp = z.infer<typeof contentChangedEvent>['op'];

export type RealtimeEvent =
  | {
      type: 'content.changed';
      data: z.infer<typeof contentChangedEvent>;
      /**
       * Server-side only, never sent: the day a published item held back by its date opens to
       * members, so each stream can judge it by its reader's own day (east of UTC it comes first).
       */
      opensOn?: string;
      /**
       * Server-side only, never sent: the language of a daily psalm written in one other than
       * English, whose news goes only to readers of that language (and content staff).
       */
      psalmLanguage?: Language;
    }
  /** Server-side only, never sent: widget switches changed or a force refresh (widget caches). */
  | { type: 'widgets.changed'; data: Record<string, never> }
  /** Server-side only, never sent: a category was renamed or recoloured (the library's page cache). */
  | { type: 'categories.changed'; data: Record<string, never> }
  | {
      type: 'community.post_created';
      data: z.infer<typeof postCreatedEvent>;
      /**
       * Server-side only, never sent: who wrote the post. "New post in the community" is news to
       * everyone else; the author's own streams do not get it.
       */
      authorId?: string;
      /**
       * Server-side only, never sent: the prayer group whose members alone hear of the post (they
       * read it as `data.group_id`, to tell the group's news from the feed's).
       */
      groupId?: string;
    }
  | {
      type: 'community.post_changed';
      data: z.infer<typeof postChangedEvent>;
      /** Server-side only, never sent: as on post_created. */
      groupId?: string;
    }
  | {
      type: 'community.post_removed';
      data: z.infer<typeof postRemovedEvent>;
      /** Server-side only, never sent: as on post_created. */
      groupId?: string;
    }
  /**
   * Server-side only, never sent: someone joined or left a prayer group, or it was deleted. Streams
   * of that person, and of the group's members, read again which groups they are in.
   */
  | {
      type: 'groups.membership_changed';
      data: Record<string, never>;
      groupId: string;
      userId?: string;
    };
