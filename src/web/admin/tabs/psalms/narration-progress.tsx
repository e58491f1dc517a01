import { useEffect, useState } from 'react';
import { AudioLines } from 'lucide-react';
import { adminT } from '@web/admin/i18n/admin-t';

/** While a save narrates the psalm (5-20 s offline): the seconds so far, so nobody thinks it hung. */
export function NarrationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft/60 p-3 text-sm text-primary-soft-foreground"
    >
      <AudioLines aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-pulse" />
      <div className="grid gap-0.5">
        <p className="font-medium" data-testid="narration-progress">
          {adminT('psalms.narrating', { seconds })}
        </p>
        <p className="text-xs">{adminT('psalms.narratingHint')}</p>
        <div
          className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-primary/15"
          aria-hidden="true"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear"
            style={{ width: `${Math.min(95, (seconds / 20) * 100)}%` }}
          />
        </div>
      </div>
    </div>
  );
}
