import { lazy, Suspense, type ComponentProps } from 'react';
import { Slot, type DropdownMenu as MenuPrimitive } from 'radix-ui';
import { MountOnPress, pressHandlers, useMountOnPress } from './mount-on-press';

type Parts = typeof import('./dropdown-menu-parts');
/** Radix's parts, once a menu has been pressed anywhere (dropdown-menu-parts.tsx). */
let parts: Parts | undefined;
const loadParts = () => import('./dropdown-menu-parts').then((module) => (parts = module));
const Root = lazy(async () => ({ default: (await loadParts()).DropdownMenuRoot }));

/**
 * Non-modal by default: a menu does not need to hide the rest of the page from assistive technology
 * (Radix's modal mode marks the app root aria-hidden while it still holds focusable elements).
 * Mounted at its first press (see MountOnPress), open from then on; its code loads at that press
 * too, the stand-in trigger staying drawn meanwhile.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return (
    <MountOnPress
      open={Boolean(props.open || props.defaultOpen)}
      onMount={() => props.onOpenChange?.(true)}
      render={(pressed) => (
        // While the code arrives the stand-in stays, taking no more presses.
        <Suspense fallback={props.children}>
          <Root modal={modal} {...props} defaultOpen={pressed || props.defaultOpen} />
        </Suspense>
      )}
    >
      {props.children}
    </MountOnPress>
  );
}

const menuKeys = ['Enter', ' ', 'ArrowDown'];

/** Radix's trigger once mounted; before, a button with its roles that mounts the menu open. */
export function DropdownMenuTrigger({
  asChild,
  onPointerDown,
  onClick,
  onKeyDown,
  ...props
}: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const mount = useMountOnPress();
  const handlers = { onPointerDown, onClick, onKeyDown };
  if (!mount && parts)
    return <parts.DropdownMenuPrimitiveTrigger asChild={asChild} {...handlers} {...props} />;
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      {...(mount ? pressHandlers(mount, menuKeys, handlers) : {})}
    />
  );
}

// The rest is drawn only inside the mounted menu, once its parts have arrived.

export function DropdownMenuContent(props: ComponentProps<Parts['DropdownMenuContent']>) {
  if (useMountOnPress() || !parts) return null;
  return <parts.DropdownMenuContent {...props} />;
}

export function DropdownMenuItem(props: ComponentProps<Parts['DropdownMenuItem']>) {
  return parts ? <parts.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<Parts['DropdownMenuLabel']>) {
  return parts ? <parts.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<Parts['DropdownMenuSeparator']>) {
  return parts ? <parts.DropdownMenuSeparator {...props} /> : null;
}
