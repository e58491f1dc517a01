import { useEffect } from 'react';
import { changeLocale } from '../i18n/change-locale';
import { currentLocale } from '../i18n/translate';
import { useMe } from './me-query';

/**
 * A signed-in member's stored language wins over this browser's guess: the app turns to it as soon
 * as /api/me answers (and when the account page changes it, /api/me follows).
 */
export function useAccountLocale(): void {
  const language = useMe().data?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void changeLocale(language).catch(() => {});
  }, [language]);
}
