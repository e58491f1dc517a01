import type { LucideIcon } from 'lucide-react';
import { adminT, type AdminMessageKey } from './i18n/admin-t';
import { EmptyState } from '../ui/empty-state';

interface TabPlaceholderProps {
  icon: LucideIcon;
  title: AdminMessageKey;
  description: AdminMessageKey;
}

/** An honest empty tab body: what the tab will do, until its feature arrives. */
export function TabPlaceholder({ icon, title, description }: TabPlaceholderProps) {
  return <EmptyState icon={icon} title={adminT(title)} description={adminT(description)} />;
}
