import { Languages } from 'lucide-react';
import { changeLocale } from '../lib/i18n/change-locale';
import { t } from '../lib/i18n/t';
import { locales, type Locale } from '../lib/i18n/translate';
import { useLocale } from '../lib/i18n/use-locale';
import { cn } from '../lib/cn';

/** Each language by its own name, so a reader finds theirs whatever the page speaks now. */
const endonyms: Record<Locale, string> = { en: 'English', pt: 'Português', es: 'Español' };

/**
 * The language before signing in (the screens before an account exists); a signed-in member
 * chooses on Account Settings, where it is stored with the profile. A native select: keyboard and
 * screen readers know it, and it costs the first screen almost nothing.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('ui.language')}</span>
      <select
        value={locale}
        onChange={(event) => void changeLocale(event.target.value as Locale).catch(() => {})}
        className="cursor-pointer appearance-none bg-transparent pr-1 outline-none"
      >
        {locales.map((value) => (
          <option key={value} value={value} lang={value}>
            {endonyms[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
