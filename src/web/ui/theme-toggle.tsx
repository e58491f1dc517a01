import { Monitor, Moon, Sun } from 'lucide-react';
import { t } from '../lib/i18n/t';
import { themes, useTheme, type Theme } from '../lib/theme';
import { Button } from './button';

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/**
 * One button that steps through light, dark and system (remembered on this device). A plain button
 * rather than a menu keeps the sign-in screens light; Account Settings offers the same as a list.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  const next = themes[(themes.indexOf(theme) + 1) % themes.length] ?? 'system';
  const Current = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={() => setTheme(next)}
      aria-label={t('ui.theme.cycle', {
        current: t(`ui.theme.${theme}`),
        next: t(`ui.theme.${next}`),
      })}
      title={t('ui.theme.cycle', { current: t(`ui.theme.${theme}`), next: t(`ui.theme.${next}`) })}
    >
      <Current aria-hidden="true" />
    </Button>
  );
}
