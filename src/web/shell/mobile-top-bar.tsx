import { Link } from '@web/ui/link';
import { t } from '@web/lib/i18n/t';
import { BrandMark } from '@web/ui/brand-mark';
import { ThemeToggle } from '@web/ui/theme-toggle';

/**
 * The mobile shell's top bar: the app name and the theme (the bottom bar holds the five
 * destinations). Global Logout is on the Account page on phones, where it has room to explain itself.
 */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b bg-card/95 px-4 backdrop-blur lg:hidden">
      <Link to="/dashboard" className="flex items-center gap-2 rounded-md">
        <BrandMark className="size-7" />
        <span className="font-serif text-base font-semibold">{t('app.name')}</span>
      </Link>
      <div className="flex items-center gap-1">
        <ThemeToggle />
      </div>
    </header>
  );
}
