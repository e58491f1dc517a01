import { z } from '@hono/zod-openapi';
import {
  activityList,
  answerInput,
  commentInput,
  commentList,
  comment,
  commentUpdate,
  communityStats,
  dayQuery,
  dismissInput,
  likeResult,
  moderationPostPage,
  moderationQueue,
  moderationQueueQuery,
  post,
  postInput,
  postListQuery,
  postPage,
  postUpdate,
  prayedResult,
  reportInput,
  shareInput,
} from '@contracts/community';
import { pageQuery } from '@contracts/pagination';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { addComment, deleteComment, editComment, listComments } from './comments';
import { toggleLike } from './likes';
import {
  dismissReports,
  moderationPosts,
  moderationQueue as queue,
  setCommentHidden,
  setPinned,
  setPostHidden,
} from './moderation';
import {
  communityStats as stats,
  createPost,
  deletePost,
  getPost,
  listActivities,
  listPosts,
  setAnswered,
  shareContent,
  updatePost,
  viewerToday,
} from './posts';
import { prayFor } from './prayed';
import { report } from './reports';

const done = { 204: { description: 'Done' } };

const list = defineRoute('user', {
  method: 'get',
  path: '/community/posts',
  summary:
    'Posts members can read: pinned first (first page), then newest first; search title and content, filter by type',
  request: { query: postListQuery },
  responses: { 200: json(postPage, 'A page of posts') },
});
const statsRoute = defineRoute('user', {
  method: 'get',
  path: '/community/stats',
  summary: 'Total Posts, Prayer Requests, Total Interactions, Active Members',
  responses: { 200: json(communityStats, 'Figures') },
});
const activities = defineRoute('user', {
  method: 'get',
  path: '/community/activities',
  summary: 'The latest 20 activities (anonymous authors left out)',
  responses: { 200: json(activityList, 'Activities') },
});
const getOne = defineRoute('user', {
  method: 'get',
  path: '/community/posts/{id}',
  summary: 'One post',
  request: { params: idParam, query: dayQuery },
  responses: { 200: json(post, 'The post') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/community/posts',
  summary: 'Write a post (rate limited per member)',
  request: jsonBody(postInput),
  responses: { 201: json(post, 'Created') },
});
const share = defineRoute('user', {
  method: 'post',
  path: '/community/share',
  summary: 'Share a content item to the community (a content_share post "Shared {type}")',
  request: jsonBody(shareInput),
  responses: { 201: json(post, 'Shared') },
});
const update = defineRoute('user', {
  method: 'patch',
  path: '/community/posts/{id}',
  summary: 'Change your own post',
  request: { params: idParam, ...jsonBody(postUpdate) },
  responses: { 200: json(post, 'Updated') },
});
const remove = defineRoute('user', {
  method: 'delete',
  path: '/community/posts/{id}',
  summary: 'Delete your own post',
  request: { params: idParam },
  responses: done,
});
const answer = defineRoute('user', {
  method: 'put',
  path: '/community/posts/{id}/answer',
  summary: 'Mark your prayer request answered, with an optional testimony',
  request: { params: idParam, ...jsonBody(answerInput) },
  responses: { 200: json(post, 'Marked') },
});
const unanswer = defineRoute('user', {
  method: 'delete',
  path: '/community/posts/{id}/answer',
  summary: 'Take back "answered"',
  request: { params: idParam },
  responses: { 200: json(post, 'Unmarked') },
});
const likePost = defineRoute('user', {
  method: 'post',
  path: '/community/posts/{id}/like',
  summary: 'Toggle your like on a post',
  request: { params: idParam },
  responses: { 200: json(likeResult, 'The like state and count') },
});
const pray = defineRoute('user', {
  method: 'post',
  path: '/community/posts/{id}/prayed',
  summary: '"I prayed" on a prayer request, once per day',
  request: { params: idParam, query: dayQuery },
  responses: { 200: json(prayedResult, 'Prayed today and the count') },
});
const reportPost = defineRoute('user', {
  method: 'post',
  path: '/community/posts/{id}/report',
  summary: 'Report a post to the moderators (once)',
  request: { params: idParam, ...jsonBody(reportInput) },
  responses: done,
});
const comments = defineRoute('user', {
  method: 'get',
  path: '/community/posts/{id}/comments',
  summary: "A post's comments, oldest first, with parentCommentId for replies",
  request: { params: idParam },
  responses: { 200: json(commentList, 'Comments') },
});
const addCommentRoute = defineRoute('user', {
  method: 'post',
  path: '/community/posts/{id}/comments',
  summary: 'Comment on a post, or reply to a comment',
  request: { params: idParam, ...jsonBody(commentInput) },
  responses: { 201: json(comment, 'Created') },
});
const editCommentRoute = defineRoute('user', {
  method: 'patch',
  path: '/community/comments/{id}',
  summary: 'Change your own comment (marked edited)',
  request: { params: idParam, ...jsonBody(commentUpdate) },
  responses: { 200: json(comment, 'Updated') },
});
const deleteCommentRoute = defineRoute('user', {
  method: 'delete',
  path: '/community/comments/{id}',
  summary: 'Delete your own comment and its replies',
  request: { params: idParam },
  responses: done,
});
const likeComment = defineRoute('user', {
  method: 'post',
  path: '/community/comments/{id}/like',
  summary: 'Toggle your like on a comment',
  request: { params: idParam },
  responses: { 200: json(likeResult, 'The like state and count') },
});
const reportComment = defineRoute('user', {
  method: 'post',
  path: '/community/comments/{id}/report',
  summary: 'Report a comment to the moderators (once)',
  request: { params: idParam, ...jsonBody(reportInput) },
  responses: done,
});

const queueRoute = defineRoute('moderation', {
  method: 'get',
  path: '/moderation/queue',
  summary:
    'Reported posts and comments with open reports: reasons and counts (all, or one prayer group’s)',
  request: { query: moderationQueueQuery },
  responses: { 200: json(moderationQueue, 'The queue') },
});
const postsRoute = defineRoute('moderation', {
  method: 'get',
  path: '/moderation/posts',
  summary: 'Every post, hidden ones too, newest first (authors of anonymous posts shown)',
  request: {
    query: pageQuery.extend({
      hidden: z
        .enum(['true', 'false'])
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
    }),
  },
  responses: { 200: json(moderationPostPage, 'A page of posts') },
});
const hidePost = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/posts/{id}/hide',
  summary: 'Hide a post from every member but its author (resolves its reports)',
  request: { params: idParam },
  responses: done,
});
const restorePost = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/posts/{id}/restore',
  summary: 'Show a hidden post again',
  request: { params: idParam },
  responses: done,
});
const pinPost = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/posts/{id}/pin',
  summary: 'Pin a post to the top of the feed',
  request: { params: idParam },
  responses: done,
});
const unpinPost = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/posts/{id}/unpin',
  summary: 'Unpin a post',
  request: { params: idParam },
  responses: done,
});
const hideComment = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/comments/{id}/hide',
  summary: 'Hide a comment from every member but its author (resolves its reports)',
  request: { params: idParam },
  responses: done,
});
const restoreComment = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/comments/{id}/restore',
  summary: 'Show a hidden comment again',
  request: { params: idParam },
  responses: done,
});
const dismiss = defineRoute('moderation', {
  method: 'post',
  path: '/moderation/dismiss',
  summary: "Dismiss a post's or comment's open reports without acting on it",
  request: jsonBody(dismissInput),
  responses: done,
});

export function createCommunityRoutes(db: Db, bus: EventBus) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await listPosts(db, c.get('viewer'), c.req.valid('query')), 200),
    )
    .openapi(statsRoute, async (c) => c.json(await stats(db), 200))
    .openapi(activities, async (c) => c.json(await listActivities(db), 200))
    .openapi(getOne, async (c) =>
      c.json(
        await getPost(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('query').timeZone),
        200,
      ),
    )
    .openapi(create, async (c) =>
      c.json(await createPost(db, bus, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(share, async (c) =>
      c.json(await shareContent(db, bus, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updatePost(db, bus, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deletePost(db, bus, c.get('viewer'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(answer, async (c) =>
      c.json(
        await setAnswered(db, bus, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(unanswer, async (c) =>
      c.json(await setAnswered(db, bus, c.get('viewer'), c.req.valid('param').id, null), 200),
    )
    .openapi(likePost, async (c) =>
      c.json(await toggleLike(db, bus, c.get('viewer'), 'post', c.req.valid('param').id), 200),
    )
    .openapi(pray, async (c) => {
      const viewer = c.get('viewer');
      const today = viewerToday(viewer, c.req.valid('query').timeZone);
      return c.json(await prayFor(db, bus, viewer, c.req.valid('param').id, today), 200);
    })
    .openapi(reportPost, async (c) => {
      const { id } = c.req.valid('param');
      await report(
        db,
        c.get('viewer'),
        { postId: id, commentId: null },
        c.req.valid('json').reason,
      );
      return c.body(null, 204);
    })
    .openapi(comments, async (c) =>
      c.json(await listComments(db, c.get('viewer'), c.req.valid('param').id), 200),
    )
    .openapi(addCommentRoute, async (c) =>
      c.json(
        await addComment(db, bus, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(editCommentRoute, async (c) =>
      c.json(
        await editComment(db, bus, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(deleteCommentRoute, async (c) => {
      await deleteComment(db, bus, c.get('viewer'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(likeComment, async (c) =>
      c.json(await toggleLike(db, bus, c.get('viewer'), 'comment', c.req.valid('param').id), 200),
    )
    .openapi(reportComment, async (c) => {
      const { id } = c.req.valid('param');
      await report(db, c.get('viewer'), { postId: id, commentId: id }, c.req.valid('json').reason);
      return c.body(null, 204);
    })
    .openapi(queueRoute, async (c) => c.json(await queue(db, c.req.valid('query')), 200))
    .openapi(postsRoute, async (c) => c.json(await moderationPosts(db, c.req.valid('query')), 200))
    .openapi(hidePost, async (c) => {
      await setPostHidden(db, bus, c.get('viewer'), c.req.valid('param').id, true);
      return c.body(null, 204);
    })
    .openapi(restorePost, async (c) => {
      await setPostHidden(db, bus, c.get('viewer'), c.req.valid('param').id, false);
      return c.body(null, 204);
    })
    .openapi(pinPost, async (c) => {
      await setPinned(db, bus, c.get('viewer'), c.req.valid('param').id, true);
      return c.body(null, 204);
    })
    .openapi(unpinPost, async (c) => {
      await setPinned(db, bus, c.get('viewer'), c.req.valid('param').id, false);
      return c.body(null, 204);
    })
    .openapi(hideComment, async (c) => {
      await setCommentHidden(db, bus, c.get('viewer'), c.req.valid('param').id, true);
      return c.body(null, 204);
    })
    .openapi(restoreComment, async (c) => {
      await setCommentHidden(db, bus, c.get('viewer'), c.req.valid('param').id, false);
      return c.body(null, 204);
    })
    .openapi(dismiss, async (c) => {
      await dismissReports(db, c.get('viewer'), c.req.valid('json'));
      return c.body(null, 204);
    });
}
