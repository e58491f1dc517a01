import { lazy, Suspense } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';
import { useWhenIdle } from '@web/lib/use-when-idle';

// The widget suggestion (001 §4) arrives in its own chunk after the page.
const WidgetFlow = lazy(async () => ({
  default: (await withDictionaries(import('./widget-flow'))).WidgetFlow,
}));

/** The widget suggestion reads this device's storage: drawn once the page is live and idle. */
export function DeviceWidgetFlow() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <WidgetFlow />
    </Suspense>
  );
}
