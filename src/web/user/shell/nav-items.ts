import {
  BookHeart,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AppMessageKey } from '@web/lib/i18n/en';

export interface NavItem {
  to: string;
  label: AppMessageKey;
  icon: LucideIcon;
}

/** 001 §2, desktop (>= 1024 px) side navigation. */
export const sideNavItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/workflows', label: 'nav.workflows', icon: ListChecks },
  { to: '/subscription', label: 'nav.subscription', icon: CreditCard },
  { to: '/settings', label: 'nav.settings', icon: Settings },
];

/** 001 §2, mobile (< 1024 px) bottom bar. */
export const bottomBarItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/journal', label: 'nav.journal', icon: BookHeart },
  { to: '/workflows', label: 'nav.workflows', icon: ListChecks },
  { to: '/community', label: 'nav.community', icon: Users },
  { to: '/account', label: 'nav.account', icon: UserRound },
];
