import {
  BarChart3,
  Bot,
  CreditCard,
  FileText,
  FolderTree,
  LayoutGrid,
  ListChecks,
  LockKeyhole,
  PenLine,
  Settings,
  ShieldAlert,
  Sprout,
  Upload,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { PermissionKey } from '@contracts/roles';
import type { FirstScreen } from '../lib/first-screen';
import type { AdminMessageKey } from './i18n/admin-t';

/**
 * A tab's chunk: its body, and its first screen beside it (decision 162), which the portal's
 * loader runs for the tab the address opens (`adminFirstScreen` in admin-app.tsx).
 */
export interface AdminTabModule {
  default: ComponentType;
  firstScreen: FirstScreen;
}

export interface AdminTab {
  /** The tab id of 000 §2; also its URL: /admin/<id>. */
  id: string;
  label: AdminMessageKey;
  permission: PermissionKey;
  icon: LucideIcon;
  /** The notice the spec gives people without the right role (super-admin-only tabs). */
  superAdminNotice?: AdminMessageKey;
  /** The tab body, in its own chunk, loaded only when the tab is opened by someone allowed to see it. */
  load: () => Promise<AdminTabModule>;
}

/** 000 §2: the thirteen tabs, in order, each behind its permission; then Moderation (decision 015). */
export const adminTabs: readonly AdminTab[] = [
  {
    id: 'content',
    label: 'admin.tab.content',
    permission: 'content',
    icon: FileText,
    load: () => import('./tabs/content/content-tab'),
  },
  {
    id: 'categories',
    label: 'admin.tab.categories',
    permission: 'categories',
    icon: FolderTree,
    load: () => import('./tabs/categories/categories-tab'),
  },
  {
    id: 'workflows',
    label: 'admin.tab.workflows',
    permission: 'workflows',
    icon: ListChecks,
    load: () => import('./tabs/workflows/workflows-tab'),
  },
  {
    id: 'automation',
    label: 'admin.tab.automation',
    permission: 'automation',
    icon: Bot,
    load: () => import('./tabs/automation/automation-tab'),
  },
  {
    id: 'psalms',
    label: 'admin.tab.psalms',
    permission: 'generation',
    icon: PenLine,
    load: () => import('./tabs/psalms/psalms-tab'),
  },
  {
    id: 'import',
    label: 'admin.tab.import',
    permission: 'import',
    icon: Upload,
    load: () => import('./tabs/import/import-tab'),
  },
  {
    id: 'seeder',
    label: 'admin.tab.seeder',
    permission: 'seeder',
    icon: Sprout,
    load: () => import('./tabs/seeder/seeder-tab'),
  },
  {
    id: 'stats',
    label: 'admin.tab.stats',
    permission: 'stats',
    icon: BarChart3,
    load: () => import('./tabs/stats/stats-tab'),
  },
  {
    id: 'subscriptions',
    label: 'admin.tab.subscriptions',
    permission: 'subscriptions',
    icon: CreditCard,
    load: () => import('./tabs/subscriptions/subscriptions-tab'),
  },
  {
    id: 'widgets',
    label: 'admin.tab.widgets',
    permission: 'widgets',
    icon: LayoutGrid,
    load: () => import('./tabs/widgets/widgets-tab'),
  },
  {
    id: 'access-control',
    label: 'admin.tab.access-control',
    permission: 'content',
    icon: LockKeyhole,
    load: () => import('./tabs/access-control/access-control-tab'),
  },
  {
    id: 'admin-management',
    label: 'admin.tab.admin-management',
    permission: 'admin_management',
    icon: UserCog,
    superAdminNotice: 'admin.superOnlyAdmins',
    load: () => import('./tabs/admin-management/admin-management-tab'),
  },
  {
    id: 'settings',
    label: 'admin.tab.settings',
    permission: 'admin_management',
    icon: Settings,
    superAdminNotice: 'admin.superOnlySettings',
    load: () => import('./tabs/settings/settings-tab'),
  },
  {
    id: 'moderation',
    label: 'admin.tab.moderation',
    permission: 'moderation',
    icon: ShieldAlert,
    load: () => import('./tabs/moderation/moderation-tab'),
  },
];

export function findAdminTab(id: string | undefined): AdminTab | undefined {
  return adminTabs.find((tab) => tab.id === id);
}
