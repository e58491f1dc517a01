export { GroupNoticesBadge, useGroupNoticesLive } from './group-notices-badge';
export { groupAlertsQuery } from './group-alerts';
