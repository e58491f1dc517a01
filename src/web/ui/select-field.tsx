import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { localizeMessage } from '../lib/i18n/localize-message';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** For react-hook-form's Controller: focus on error, touched on blur. */
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}

/**
 * A labelled select with its hint or error (FormField cannot reach the trigger inside a Radix
 * Select, so this wires the label, the trigger and the messages itself).
 */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  required,
  disabled,
  className,
  triggerRef,
  onBlur,
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || undefined} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        >
          <SelectValue placeholder={placeholder}>
            {options.find((option) => option.value === value)?.label}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
