import type { ReactNode } from 'react';
import { t } from '@web/lib/i18n/t';
import { BrandMark } from '@web/ui/brand-mark';
import { ThemeToggle } from '@web/ui/theme-toggle';
import { LanguageSwitcher } from '@web/ui/language-switcher';

/** The quiet frame of the sign-in, password reset and confirmation screens (no navigation: nobody is signed in yet). */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_60%)]">
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className="absolute top-3 right-3 flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12"
      >
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-12" />
          <div>
            <p className="font-serif text-2xl font-semibold">{t('app.name')}</p>
            <p className="text-sm text-muted-foreground">{t('app.tagline')}</p>
          </div>
        </div>
        {children}
      </main>
    </div>
  );
}
