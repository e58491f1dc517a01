import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { localizeMessage } from '../lib/i18n/localize-message';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The message under the field; also marks the control invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Exactly one control (Input, PasswordInput, Textarea…); it receives id and aria attributes. */
  children: ReactElement;
}

/** A label, one control and its hint or error, wired together for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
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
