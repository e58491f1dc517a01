import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from '../lib/toaster-state';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the Toaster once the first toast is asked for (lib/toasts.ts). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
