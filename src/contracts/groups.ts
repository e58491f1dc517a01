import { z } from 'zod';
import { post, reportReason, moderationTarget } from './community';
import { timeZone } from './time';

// Prayer groups (decision 062): small private circles. A group is seen only by its
// members; everyone else, staff included, is answered as if it did not exist.

export const groupNameMax = 80;
export const groupDescriptionMax = 500;
/** How long an invite link lets people in. */
export const inviteDays = 14;
/** The defaults of the limits in Admin Settings. */
export const defaultGroupLimits = { groupsPerMember: 20, membersPerGroup: 500 } as const;

export const groupRoles = ['leader', 'co_leader', 'member'] as const;
export const groupRole = z.enum(groupRoles);
export type GroupRole = z.infer<typeof groupRole>;

const groupFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(groupNameMax, `Name must be at most ${groupNameMax} characters`),
  description: z
    .string()
    .trim()
    .max(groupDescriptionMax, `Description must be at most ${groupDescriptionMax} characters`),
};

export const groupInput = z.strictObject({
  ...groupFields,
  description: groupFields.description.default(''),
});
export type GroupInput = z.input<typeof groupInput>;

export const groupUpdate = z
  .strictObject(groupFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Change at least one field');
export type GroupUpdate = z.input<typeof groupUpdate>;

/** What a member hears of a group's new prayer requests: each one, a daily summary, or nothing. */
export const groupNotifyChoices = ['every', 'daily', 'none'] as const;
export const groupNotify = z.enum(groupNotifyChoices);
export type GroupNotify = z.infer<typeof groupNotify>;
export const groupNotifyInput = z.strictObject({ notify: groupNotify });

/** A notice about a group: one new prayer request, or a day's summary of them. */
export const groupAlertKinds = ['request', 'daily'] as const;
/** pending (its push waits) → sent | in_app (no device to push to) | failed. */
export const groupAlertStatuses = ['pending', 'sent', 'in_app', 'failed'] as const;
/** Quiet hours: pushes about groups go between the first and the last prayer reminder (07:00–21:00). */
export const groupAlertHours = { from: '07:00', until: '21:00' } as const;
/** The daily summary comes with the evening prayer reminder. */
export const groupSummaryTime = '18:00';

export const groupAlert = z.object({
  id: z.string(),
  kind: z.enum(groupAlertKinds),
  groupId: z.string(),
  groupName: z.string(),
  /** The request's id and title (kind request); null for a summary. */
  postId: z.string().nullable(),
  postTitle: z.string().nullable(),
  /** How many new requests a summary counts. */
  requests: z.number().int(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type GroupAlert = z.infer<typeof groupAlert>;
export const groupAlertList = z.object({ items: z.array(groupAlert), unread: z.number().int() });

export const group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The group's picture, or null (initials are shown). */
  photoUrl: z.string().nullable(),
  memberCount: z.number().int(),
  /** The caller's place in the group. */
  myRole: groupRole,
  /** The caller's choice of notifications for this group. */
  notify: groupNotify,
  /** Open reports about the group's posts and comments: leaders and co-leaders only, else 0. */
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof group>;
/** The caller's groups, and whether they may start one (Admin Settings may keep that premium). */
export const groupList = z.object({ items: z.array(group), canCreate: z.boolean() });

export const groupMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: groupRole,
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupMemberList = z.object({ items: z.array(groupMember) });

/** The leader makes a member a co-leader or a co-leader a member again. */
export const memberRoleInput = z.strictObject({ role: z.enum(['co_leader', 'member']) });

export const groupInvite = z.object({
  id: z.string(),
  /** The link to share; shown once, when it is made (only its hash is kept). */
  url: z.string(),
  expiresAt: z.string(),
});
export type GroupInvite = z.infer<typeof groupInvite>;

/** A link still letting people in, as leaders see it (its URL is not kept, so not shown). */
export const activeInvite = z.object({
  id: z.string(),
  /** Who made it: a leader's name, or null when their account is gone. */
  madeBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveInvite = z.infer<typeof activeInvite>;
export const activeInviteList = z.object({ items: z.array(activeInvite) });

/** Someone a leader removed, as leaders see them (to take a removal back). */
export const groupRemoval = z.object({
  userId: z.string(),
  name: z.string(),
  removedAt: z.string(),
});
export type GroupRemoval = z.infer<typeof groupRemoval>;
export const groupRemovalList = z.object({ items: z.array(groupRemoval) });

export const joinInput = z.strictObject({
  token: z.string().trim().min(1, 'The invite link is missing its code').max(200),
});

export const memberParams = z.object({
  id: z.uuid('Not a valid id'),
  userId: z.uuid('Not a valid id'),
});
export const inviteParams = z.object({
  id: z.uuid('Not a valid id'),
  inviteId: z.uuid('Not a valid id'),
});

/**
 * A group's prayer wall: the first page carries its open prayer requests (newest first), the pages
 * carry everything else newest first (answered requests with their testimony, reflections, praise).
 * `prayedToday` names, by post id, the members who prayed for it on the reader's day. Leaders and
 * co-leaders also get hidden posts (marked hidden) so they can restore them.
 */
export const groupWall = z.object({
  open: z.array(post),
  items: z.array(post),
  nextCursor: z.string().nullable(),
  prayedToday: z.record(z.string(), z.array(z.string())),
});
export type GroupWall = z.infer<typeof groupWall>;
export const groupWallQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, 'At least 1').max(100, 'At most 100').default(20),
  timeZone: timeZone.optional(),
});

export const groupPostParams = z.object({
  id: z.uuid('Not a valid id'),
  postId: z.uuid('Not a valid id'),
});
export const groupCommentParams = z.object({
  id: z.uuid('Not a valid id'),
  commentId: z.uuid('Not a valid id'),
});

/** A reported post or comment of the group, as its leaders see it (anonymous authors stay so). */
export const groupReport = z.object({
  target: moderationTarget,
  postId: z.string(),
  commentId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  hidden: z.boolean(),
  openReports: z.number().int(),
  reasons: z.array(z.object({ reason: reportReason, count: z.number().int() })),
  lastReportedAt: z.string(),
});
export type GroupReport = z.infer<typeof groupReport>;
export const groupReportList = z.object({ items: z.array(groupReport) });

/** Admin Settings' group rules (super admins). */
export const groupSettings = z.strictObject({
  groupsPerMember: z.number().int().min(1, 'At least 1').max(1000, 'At most 1000'),
  membersPerGroup: z.number().int().min(2, 'At least 2').max(10000, 'At most 10000'),
  /** Starting a group is for premium members (joining and posting stay free). */
  creatingIsPremium: z.boolean(),
});
export type GroupSettings = z.infer<typeof groupSettings>;

/** The portal's Groups list: staff see size, age and reports, never the posts (but through a report). */
export const staffGroup = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  openReports: z.number().int(),
});
export type StaffGroup = z.infer<typeof staffGroup>;
export const staffGroupList = z.object({ items: z.array(staffGroup) });

export const groupNotFound = 'There is no such group.';
export const inviteNotValid =
  'This invite link is not valid. Ask the group’s leader for a new one.';
export const inviteExpired = 'This invite link has expired. Ask the group’s leader for a new one.';
export const removedFromGroup =
  'A leader of this group removed you from it, so this link does not let you back in.';
export const tooManyGroups = (limit: number) =>
  `You are in ${limit} groups, the most a member may be in. Leave one to join another.`;
export const groupFull = (limit: number) =>
  `This group has ${limit} members, the most a group may have.`;
export const creatingIsPremium =
  'Starting a group is part of Premium. You can still join groups by an invite link.';
