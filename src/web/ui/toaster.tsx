import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../lib/theme';
import { toasterMounted } from '../lib/toaster-state';

/** Toasts last 5 seconds (000 §9, 001 §9). */
export const toastDurationMs = 5_000;

/** Sonner's toaster, themed; mounted by ToasterHost on the first toast. */
export default function Toaster() {
  const [theme] = useTheme();
  // Runs after Sonner's own effects (children first), so it is listening when this resolves.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      theme={theme}
      duration={toastDurationMs}
      position="top-center"
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
