import { dismissInput, post, postInput } from '@contracts/community';
import {
  group,
  groupAlertList,
  groupCommentParams,
  groupNotifyInput,
  groupPostParams,
  groupReportList,
  groupWall,
  groupWallQuery,
} from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { listAlerts, markAlertsRead } from './alerts';
import {
  dismissInGroup,
  groupReports,
  moderateComment,
  moderatePost,
  postToWall,
  setNotify,
  wallOf,
} from './wall';

// A group's prayer wall, notifications and its leaders' moderation (decision 063). Every route
// answers 404 to anyone outside the group, staff included.

const done = { 204: { description: 'Done' } };

const wall = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}/posts',
  summary:
    'The group’s wall: open prayer requests first (first page), then its other posts newest first, and who prayed today',
  request: { params: idParam, query: groupWallQuery },
  responses: { 200: json(groupWall, 'The wall') },
});
const write = defineRoute('user', {
  method: 'post',
  path: '/groups/{id}/posts',
  summary: 'Post on the group’s wall (its members alone read it)',
  request: { params: idParam, ...jsonBody(postInput) },
  responses: { 201: json(post, 'Posted') },
});
const notify = defineRoute('user', {
  method: 'put',
  path: '/groups/{id}/notifications',
  summary: 'What you hear of the group’s new prayer requests: every one, a daily summary, nothing',
  request: { params: idParam, ...jsonBody(groupNotifyInput) },
  responses: { 200: json(group, 'The group') },
});
const reports = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}/reports',
  summary: 'Reported posts and comments of the group (leaders)',
  request: { params: idParam },
  responses: { 200: json(groupReportList, 'Reports') },
});
const postModeration = (action: 'hide' | 'restore') =>
  defineRoute('user', {
    method: 'post',
    path: `/groups/{id}/posts/{postId}/${action}`,
    summary: `${action === 'hide' ? 'Hide' : 'Restore'} a post of the group (leaders)`,
    request: { params: groupPostParams },
    responses: done,
  });
const commentModeration = (action: 'hide' | 'restore') =>
  defineRoute('user', {
    method: 'post',
    path: `/groups/{id}/comments/{commentId}/${action}`,
    summary: `${action === 'hide' ? 'Hide' : 'Restore'} a comment on the group’s wall (leaders)`,
    request: { params: groupCommentParams },
    responses: done,
  });
const hidePost = postModeration('hide');
const restorePost = postModeration('restore');
const hideComment = commentModeration('hide');
const restoreComment = commentModeration('restore');
const dismiss = defineRoute('user', {
  method: 'post',
  path: '/groups/{id}/reports/dismiss',
  summary: 'Close the reports about a post or comment of the group without acting (leaders)',
  request: { params: idParam, ...jsonBody(dismissInput) },
  responses: done,
});

const alerts = defineRoute('user', {
  method: 'get',
  path: '/group-alerts',
  summary: 'Your latest notices about your groups (new prayer requests, daily summaries)',
  responses: { 200: json(groupAlertList, 'Notices and how many are unread') },
});
const readAlerts = defineRoute('user', {
  method: 'post',
  path: '/group-alerts/read',
  summary: 'Mark all your group notices read',
  responses: done,
});

export function createGroupWallRoutes(db: Db, bus: EventBus) {
  return createRouter()
    .openapi(alerts, async (c) => c.json(await listAlerts(db, c.get('viewer').id), 200))
    .openapi(readAlerts, async (c) => {
      await markAlertsRead(db, c.get('viewer').id);
      return c.body(null, 204);
    })
    .openapi(wall, async (c) =>
      c.json(await wallOf(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(write, async (c) =>
      c.json(
        await postToWall(db, bus, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(notify, async (c) =>
      c.json(
        await setNotify(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('json').notify),
        200,
      ),
    )
    .openapi(reports, async (c) =>
      c.json({ items: await groupReports(db, c.get('viewer'), c.req.valid('param').id) }, 200),
    )
    .openapi(hidePost, async (c) => {
      const { id, postId } = c.req.valid('param');
      await moderatePost(db, bus, c.get('viewer'), id, postId, true);
      return c.body(null, 204);
    })
    .openapi(restorePost, async (c) => {
      const { id, postId } = c.req.valid('param');
      await moderatePost(db, bus, c.get('viewer'), id, postId, false);
      return c.body(null, 204);
    })
    .openapi(hideComment, async (c) => {
      const { id, commentId } = c.req.valid('param');
      await moderateComment(db, bus, c.get('viewer'), id, commentId, true);
      return c.body(null, 204);
    })
    .openapi(restoreComment, async (c) => {
      const { id, commentId } = c.req.valid('param');
      await moderateComment(db, bus, c.get('viewer'), id, commentId, false);
      return c.body(null, 204);
    })
    .openapi(dismiss, async (c) => {
      await dismissInGroup(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    });
}
