import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { Select as SelectPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { MountOnPress, pressHandlers, useMountOnPress } from './mount-on-press';

/** Radix's parts, once a select has been pressed anywhere (select-parts.tsx). */
let parts: typeof import('./select-parts') | undefined;
const loadParts = () => import('./select-parts').then((module) => (parts = module));
const Root = lazy(async () => ({ default: (await loadParts()).SelectRoot }));

/** What the stand-in trigger shows of the root's state before it mounts. */
const StandIn = createContext({ chosen: false, disabled: false });

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

/**
 * Radix's select, mounted at its first press (see MountOnPress) and open from then on; its code
 * loads at that press too, the stand-in staying drawn meanwhile. The trigger shows the chosen
 * option's label itself (pass it as SelectValue's children): Radix would otherwise read it from a
 * list drawn into a detached fragment while closed.
 */
export function Select(props: RootProps) {
  const chosen = Boolean(props.value ?? props.defaultValue);
  const standIn = (children: ReactNode) => (
    <StandIn.Provider value={{ chosen, disabled: Boolean(props.disabled) }}>
      {children}
    </StandIn.Provider>
  );
  return (
    <MountOnPress
      open={Boolean(props.open || props.defaultOpen)}
      onMount={() => props.onOpenChange?.(true)}
      render={(pressed) => (
        // While the code arrives the stand-in stays, taking no more presses.
        <Suspense fallback={standIn(props.children)}>
          <Root {...props} defaultOpen={pressed || props.defaultOpen} />
        </Suspense>
      )}
    >
      {standIn(props.children)}
    </MountOnPress>
  );
}

/** The chosen option's label (its children), or the placeholder when nothing is chosen. */
export function SelectValue({
  placeholder,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Value>) {
  if (useMountOnPress() || !parts)
    return (
      <span style={{ pointerEvents: 'none' }} {...props}>
        {children ?? placeholder}
      </span>
    );
  return (
    <parts.SelectPrimitiveValue placeholder={placeholder} {...props}>
      {children}
    </parts.SelectPrimitiveValue>
  );
}

/** A group of options (drawn only inside the mounted list). */
export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return parts ? <parts.SelectGroup {...props} /> : null;
}

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
  if (mount || !parts)
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
        {...(mount ? pressHandlers(mount, selectKeys, { onPointerDown, onClick, onKeyDown }) : {})}
      >
        {children}
        {icon}
      </button>
    );
  return (
    <parts.SelectPrimitiveTrigger
      className={cn(triggerClasses, className)}
      icon={icon}
      {...{ onPointerDown, onClick, onKeyDown }}
      {...props}
    >
      {children}
    </parts.SelectPrimitiveTrigger>
  );
}

/** The list of options: drawn once the select is mounted. */
export function SelectContent(props: ComponentProps<typeof SelectPrimitive.Content>) {
  if (useMountOnPress() || !parts) return null;
  return <parts.SelectContent {...props} />;
}

/** One option. */
export function SelectItem(props: ComponentProps<typeof SelectPrimitive.Item>) {
  return parts ? <parts.SelectItem {...props} /> : null;
}
