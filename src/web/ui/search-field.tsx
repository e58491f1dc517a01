import { useId, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';

interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> {
  /** What is searched, read by screen readers; shown above the field unless `labelHidden`. */
  label: string;
  /** For a field whose placeholder and place say what it searches (the member pages' toolbars). */
  labelHidden?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the wrapper (its place in a grid or a row). */
  className?: string;
}

/**
 * A search box: its label, a magnifier inside the field, no browser autofill; every list's search
 * (the library, the journal, the community, the portal's content and subscriptions) is this one.
 */
export function SearchField({
  label,
  labelHidden = false,
  value,
  onValueChange,
  className,
  id,
  ...input
}: SearchFieldProps) {
  const ownId = useId();
  const fieldId = id ?? `${ownId}-search`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={fieldId} className={cn(labelHidden && 'sr-only')}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          {...input}
          id={fieldId}
          type="search"
          autoComplete="off"
          className="pl-9"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
    </div>
  );
}
