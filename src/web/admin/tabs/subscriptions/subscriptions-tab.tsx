import { CreditCard } from 'lucide-react';
import { TabPlaceholder } from '@web/admin/tab-placeholder';

/** The subscriptions tab (000 §2). Its feature fills this body in a later issue. */
export default function SubscriptionsTab() {
  return (
    <TabPlaceholder
      icon={CreditCard}
      title="admin.body.subscriptions.title"
      description="admin.body.subscriptions.description"
    />
  );
}
