import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../lib/cn';

type RangeSliderProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'min' | 'max'> & {
  value: number;
  min: number;
  max: number;
};

/**
 * A native range input in the app's colours: keyboard, touch and screen readers work as the browser
 * provides. The filled part of the track follows the value.
 */
export function RangeSlider({ value, min, max, className, style, ...props }: RangeSliderProps) {
  const span = max - min;
  const fill = span > 0 ? Math.min(100, Math.max(0, ((value - min) / span) * 100)) : 0;
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      className={cn(
        'h-2 w-full cursor-pointer appearance-none rounded-full bg-transparent accent-primary disabled:cursor-not-allowed disabled:opacity-55',
        '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-(image:--range-track)',
        '[&::-webkit-slider-thumb]:-mt-1 [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-card [&::-webkit-slider-thumb]:bg-primary [&::-webkit-slider-thumb]:shadow',
        '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-(image:--range-track)',
        '[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-card [&::-moz-range-thumb]:bg-primary',
        className,
      )}
      style={
        {
          '--range-track': `linear-gradient(to right, var(--color-primary) ${fill}%, var(--color-input) ${fill}%)`,
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}
