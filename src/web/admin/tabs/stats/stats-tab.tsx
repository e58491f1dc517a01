import { BarChart3 } from 'lucide-react';
import { TabPlaceholder } from '@web/admin/tab-placeholder';

/** The stats tab (000 §2). Its feature fills this body in a later issue. */
export default function StatsTab() {
  return (
    <TabPlaceholder
      icon={BarChart3}
      title="admin.body.stats.title"
      description="admin.body.stats.description"
    />
  );
}
