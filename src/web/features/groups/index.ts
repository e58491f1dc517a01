export { GroupNoticesBadge, useGroupNoticesLive } from './group-notices-badge';
