import { ListChecks } from 'lucide-react';
import { TabPlaceholder } from '@web/admin/tab-placeholder';

/** The workflows tab (000 §2). Its feature fills this body in a later issue. */
export default function WorkflowsTab() {
  return (
    <TabPlaceholder
      icon={ListChecks}
      title="admin.body.workflows.title"
      description="admin.body.workflows.description"
    />
  );
}
