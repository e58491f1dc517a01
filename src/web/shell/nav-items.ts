import {
  BookHeart,
  Library,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { AppMessageKey } from '@web/lib/i18n/t';

export interface NavItem {
  to: string;
  label: AppMessageKey;
  icon: LucideIcon;
}

/**
 * 001 §2, desktop (>= 1024 px) side navigation, with the members' library (decision 134; on phones it is
 * a dashboard tile, the bottom bar keeping the spec's five entries) and Journal and Community, two of
 * the app's main pages that the spec's desktop list leaves to the dashboard tiles alone (decision 146),
 * and the member's prayer groups (decision 062; on phones a link on the Community page, the bar
 * being full).
 */
export const sideNavItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/journal', label: 'nav.journal', icon: BookHeart },
  { to: '/library', label: 'nav.library', icon: Library },
  { to: '/workflows', label: 'nav.workflows', icon: ListChecks },
  { to: '/community', label: 'nav.community', icon: Users },
  { to: '/groups', label: 'nav.groups', icon: UsersRound },
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
