import { Settings } from 'lucide-react';
import { TabPlaceholder } from '@web/admin/tab-placeholder';

/** The settings tab (000 §2). Its feature fills this body in a later issue. */
export default function SettingsTab() {
  return (
    <TabPlaceholder
      icon={Settings}
      title="admin.body.settings.title"
      description="admin.body.settings.description"
    />
  );
}
