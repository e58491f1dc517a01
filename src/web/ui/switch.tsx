import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'value' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a native button with the switch role (Space and Enter toggle it, as any
 * button). Not Radix's: inside a form it measures itself in a layout effect, which makes React
 * redraw the page synchronously in the middle of hydration, a long task on a phone.
 */
export function Switch({
  className,
  checked = false,
  onCheckedChange,
  onClick,
  ...props
}: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
