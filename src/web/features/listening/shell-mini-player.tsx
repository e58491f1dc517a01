import { lazy, Suspense } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';
import { usePlayerState } from './player-provider';

// The mini player and its texts arrive in their own chunk, the first time something plays: a
// member who never listens never downloads them.
const MiniPlayer = lazy(async () => ({
  default: (await withDictionaries(import('./mini-player'))).MiniPlayer,
}));

export function ShellMiniPlayer() {
  const { started } = usePlayerState();
  if (!started) return null;
  return (
    <>
      {/* Room below the page's end, so the bar never covers its last lines. */}
      <div aria-hidden="true" className="h-24" />
      <Suspense fallback={null}>
        <MiniPlayer />
      </Suspense>
    </>
  );
}
