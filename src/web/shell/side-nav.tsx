import { NavLink } from '@web/ui/link';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { t } from '@web/lib/i18n/t';
import { BrandMark } from '@web/ui/brand-mark';
import { Button } from '@web/ui/button';
import { ThemeToggle } from '@web/ui/theme-toggle';
import { GlobalLogoutButton } from '@web/features/auth';
import { GroupNoticesBadge } from '@web/features/groups';
import { sideNavItems } from './nav-items';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Desktop (>= 1024 px) navigation: a side bar that folds to icons (001 §2). Hidden below 1024 px by CSS. */
export function SideNav() {
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <aside
      data-testid="side-nav"
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200 lg:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center gap-2 px-4', collapsed && 'justify-center px-2')}>
        <BrandMark />
        {collapsed ? null : (
          <span className="font-serif text-lg font-semibold">{t('app.name')}</span>
        )}
      </div>
      <nav aria-label={t('nav.main')} className="flex-1 px-3 py-2">
        <ul className="grid gap-1">
          {sideNavItems.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                    isActive &&
                      'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft hover:text-primary-soft-foreground',
                    collapsed && 'justify-center px-0',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn(collapsed && 'sr-only')}>{t(label)}</span>
                {to === '/groups' ? (
                  <GroupNoticesBadge
                    className={cn(
                      'ml-auto',
                      collapsed && 'absolute top-0.5 right-1 h-4 min-w-4 px-1 text-[0.6rem]',
                    )}
                  />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={cn('grid gap-1 border-t p-3', collapsed && 'justify-items-center')}>
        <div className={cn('flex items-center gap-1', collapsed ? 'flex-col' : 'justify-between')}>
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            title={collapsed ? t('nav.expand') : t('nav.collapse')}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" />
            ) : (
              <PanelLeftClose aria-hidden="true" />
            )}
          </Button>
        </div>
        <GlobalLogoutButton compact={collapsed} className={cn(collapsed ? 'w-10' : 'w-full')} />
      </div>
    </aside>
  );
}
