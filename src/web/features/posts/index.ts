export { communityKeys, communityQueries, refreshCommunity } from './community-queries';
export type { CommunityMessageKey } from './i18n/community-t';
export { communityT } from './i18n/community-t';
export { PostCard } from './post-card';
export { ShareToCommunityButton } from './share-to-community';
export type { ReportTarget } from './use-report';
export { PostDialog, ReportDialog } from './lazy-dialogs';
