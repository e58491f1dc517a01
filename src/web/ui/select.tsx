import { createContext, useContext, useState, type ComponentProps } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { InertApp } from './inert-app';

/** Whether the select has been opened: until then its list is not drawn (see Select). */
const OpenedOnce = createContext(true);

/**
 * Radix's select, whose list is drawn the first time it opens. Closed, Radix draws the list into a
 * detached fragment and sets state in a layout effect to do so, which makes React redraw the page
 * synchronously in the middle of hydration: a long task on a phone for each select on the page.
 * The trigger therefore shows the chosen option's label itself: pass it as SelectValue's children.
 */
export function Select({ onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [opened, setOpened] = useState(Boolean(props.defaultOpen));
  return (
    <OpenedOnce.Provider value={opened || Boolean(props.open)}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) setOpened(true);
          onOpenChange?.(open);
        }}
      />
    </OpenedOnce.Provider>
  );
}

export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  if (!useContext(OpenedOnce)) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg animate-fade-in',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <InertApp />
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default items-center rounded-sm py-2 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
