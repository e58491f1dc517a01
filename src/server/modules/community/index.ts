// The community module's public surface (it has no service.ts): erasing a member's posts,
// comments and reactions when their account goes (decision 039), and what a prayer group's wall
// is made of (decision 063): its posts are the community's, read and moderated within the group.
export { eraseMemberCommunity } from './erase-member';
export { readGroupWall } from './group-wall';
export { dismissReports, moderationQueue, setCommentHidden, setPostHidden } from './moderation';
export { createPost, viewerToday } from './posts';
