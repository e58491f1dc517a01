import { lazyDialog } from '@web/ui/lazy-dialog';

// The post and report dialogs of the community wall and of a group's wall: each is fetched the
// first time it opens, not with the page that shows it.

export const PostDialog = lazyDialog(
  () => import('./post-dialog'),
  'PostDialog',
  (props) => props.open,
);

export const ReportDialog = lazyDialog(
  () => import('./report-dialog'),
  'ReportDialog',
  (props) => props.target !== null,
);
