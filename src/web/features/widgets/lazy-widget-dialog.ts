import { lazyDialog } from '@web/ui/lazy-dialog';

// The widget dialog (its preview and sizes) is fetched when a member first asks to add the widget,
// from the suggestion (widget-flow.tsx) or from Account Settings (widget-settings-card.tsx): most
// openings of either page offer a tip at most.
export const WidgetDialog = lazyDialog(
  () => import('./widget-dialog'),
  'WidgetDialog',
  (props) => props.open,
);
