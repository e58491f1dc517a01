import type { ReactNode } from 'react';
import { adminT } from './i18n/admin-t';
import { t } from '../lib/i18n/t';
import { BrandMark } from '../ui/brand-mark';
import { ThemeToggle } from '../ui/theme-toggle';
import { LanguageSwitcher } from '../ui/language-switcher';

/** The frame of the portal's screens before the panel itself: sign-in, loading, access denied, setup. */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]">
      <title>{`${title} · ${adminT('admin.portalTitle')}`}</title>
      <div className="absolute top-3 right-3 flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12"
      >
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark className="size-10" />
          <p className="font-serif text-xl font-semibold">{t('app.name')}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
