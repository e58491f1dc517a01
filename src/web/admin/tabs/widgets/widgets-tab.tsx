import { LayoutGrid } from 'lucide-react';
import { TabPlaceholder } from '@web/admin/tab-placeholder';

/** The widgets tab (000 §2). Its feature fills this body in a later issue. */
export default function WidgetsTab() {
  return (
    <TabPlaceholder
      icon={LayoutGrid}
      title="admin.body.widgets.title"
      description="admin.body.widgets.description"
    />
  );
}
