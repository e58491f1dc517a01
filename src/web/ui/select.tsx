import { createContext, useContext, type ComponentProps } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { InertApp } from './inert-app';
import { MountOnPress, pressHandlers, useMountOnPress } from './mount-on-press';

/** What the stand-in trigger shows of the root's state before it mounts. */
const StandIn = createContext({ chosen: false, disabled: false });

/**
 * Radix's select, mounted at its first press (see MountOnPress) and open from then on. The trigger
 * shows the chosen option's label itself (pass it as SelectValue's children): Radix would otherwise
 * read it from a list drawn into a detached fragment while closed.
 */
export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  const chosen = Boolean(props.value ?? props.defaultValue);
  return (
    <MountOnPress
      open={Boolean(props.open || props.defaultOpen)}
      onMount={() => props.onOpenChange?.(true)}
      render={(pressed) => (
        <SelectPrimitive.Root {...props} defaultOpen={pressed || props.defaultOpen} />
      )}
    >
      <StandIn.Provider value={{ chosen, disabled: Boolean(props.disabled) }}>
        {props.children}
      </StandIn.Provider>
    </MountOnPress>
  );
}

/** The chosen option's label (its children), or the placeholder when nothing is chosen. */
export function SelectValue({
  placeholder,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Value>) {
  if (useMountOnPress())
    return (
      <span style={{ pointerEvents: 'none' }} {...props}>
        {children ?? placeholder}
      </span>
    );
  return (
    <SelectPrimitive.Value placeholder={placeholder} {...props}>
      {children}
    </SelectPrimitive.Value>
  );
}
export const SelectGroup = SelectPrimitive.Group;

const triggerClasses =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive [&>span]:truncate';

const selectKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/** Radix's trigger once mounted; before, a combobox button with its look that mounts it open. */
export function SelectTrigger({
  className,
  children,
  onPointerDown,
  onClick,
  onKeyDown,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const mount = useMountOnPress();
  const standIn = useContext(StandIn);
  const icon = <ChevronDown aria-hidden="true" className="size-4 opacity-60" />;
  if (mount)
    return (
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        data-state="closed"
        data-placeholder={standIn.chosen ? undefined : ''}
        disabled={standIn.disabled}
        className={cn(triggerClasses, className)}
        {...props}
        {...pressHandlers(mount, selectKeys, { onPointerDown, onClick, onKeyDown })}
      >
        {children}
        {icon}
      </button>
    );
  return (
    <SelectPrimitive.Trigger
      className={cn(triggerClasses, className)}
      {...{ onPointerDown, onClick, onKeyDown }}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>{icon}</SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  if (useMountOnPress()) return null;
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
