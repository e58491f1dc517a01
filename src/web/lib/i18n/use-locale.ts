import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './translate';

/** The app's language; a component using it renders again when it changes. */
export function useLocale() {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}
