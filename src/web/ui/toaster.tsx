import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../lib/theme';
import { desktopQuery, useMediaQuery } from '../lib/use-media-query';
import { toasterMounted } from '../lib/toaster-state';

/** Toasts last 5 seconds (000 §9, 001 §9). */
export const toastDurationMs = 5_000;

/**
 * Below 1024 px the user app has a 4 rem bottom bar (plus the phone's home-indicator inset, up to
 * about 2 rem): toasts sit above both, out of the way of the bar's links. A plain length: jsdom's
 * style parser rejects env(), which took the toaster down in component tests.
 */
const aboveBottomBar = '6.5rem';

/**
 * Sonner's toaster, themed; mounted by ToasterHost on the first toast. Toasts appear at the bottom
 * (bottom right on wide screens), never over a page's heading or the top bar.
 */
export default function Toaster() {
  const [theme] = useTheme();
  const desktop = useMediaQuery(desktopQuery);
  // Runs after Sonner's own effects (children first), so it is listening when this resolves.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      theme={theme}
      duration={toastDurationMs}
      position="bottom-right"
      offset={desktop ? undefined : { bottom: aboveBottomBar }}
      mobileOffset={{ bottom: aboveBottomBar }}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans !bg-popover !text-popover-foreground !border-border',
          description: '!text-muted-foreground',
        },
      }}
    />
  );
}
