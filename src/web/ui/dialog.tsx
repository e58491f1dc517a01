import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n/t';
import { InertApp } from './inert-app';
import { openedOnce, useOpenedOnce } from './opened-once';

export const Dialog = openedOnce(DialogPrimitive.Root);
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in';
export const modalClasses =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-scale-in';

function RememberOpener({ onOpen }: { onOpen: (element: Element | null) => void }) {
  // A layout effect, placed first in the modal: it runs before Radix moves focus into the modal.
  useLayoutEffect(() => onOpen(document.activeElement), [onOpen]);
  return null;
}

/**
 * Gives focus back to whatever had it when a modal opened. Radix returns it only to its own Trigger,
 * and many dialogs open from state (a row's Edit button, a card's Delete button), so without this
 * focus fell to <body> when they closed. Render `opener` first inside the modal's content and pass
 * `onCloseAutoFocus` to it. A caller's own onCloseAutoFocus runs first; if it calls preventDefault,
 * focus stays where it put it. When the opener is gone (its row was deleted), Radix's default runs.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((element: Element | null) => {
    opener.current = element instanceof HTMLElement && element !== document.body ? element : null;
  }, []);
  const restore = (event: Event) => {
    onCloseAutoFocus?.(event);
    const element = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !element?.isConnected) return;
    element.focus();
    if (document.activeElement === element) event.preventDefault();
  };
  return { opener: <RememberOpener onOpen={remember} />, onCloseAutoFocus: restore };
}

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  if (!useOpenedOnce()) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(modalClasses, className)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...props}
      >
        {returnFocus.opener}
        <InertApp />
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground hover:text-foreground"
          aria-label={t('ui.close')}
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
