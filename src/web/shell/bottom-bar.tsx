import { NavLink } from '@web/ui/link';
import { cn } from '@web/lib/cn';
import { t } from '@web/lib/i18n/t';
import { bottomBarItems } from './nav-items';

/** Mobile (< 1024 px) navigation: a bar fixed to the bottom of the screen (001 §2). Hidden from 1024 px by CSS. */
export function BottomBar() {
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {bottomBarItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[0.7rem] font-medium text-muted-foreground transition-colors hover:text-foreground',
                  isActive && 'text-primary hover:text-primary',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft text-primary-soft-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {t(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
