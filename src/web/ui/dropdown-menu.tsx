import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive, Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { MountOnPress, pressHandlers, useMountOnPress } from './mount-on-press';

/**
 * Non-modal by default: a menu does not need to hide the rest of the page from assistive technology
 * (Radix's modal mode marks the app root aria-hidden while it still holds focusable elements).
 * Mounted at its first press (see MountOnPress), open from then on.
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
        <MenuPrimitive.Root modal={modal} {...props} defaultOpen={pressed || props.defaultOpen} />
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
  if (!mount) return <MenuPrimitive.Trigger asChild={asChild} {...handlers} {...props} />;
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      {...pressHandlers(mount, menuKeys, handlers)}
    />
  );
}
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  if (useMountOnPress()) return null;
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4',
        destructive && 'text-destructive data-[highlighted]:text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}
