import { lazy } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';

/** The upgrade offer, fetched with its texts the first time it is shown (its dialog is not light). */
export const LazyUpgradeCard = lazy(() =>
  withDictionaries(import('./upgrade-card')).then((module) => ({ default: module.UpgradeCard })),
);
