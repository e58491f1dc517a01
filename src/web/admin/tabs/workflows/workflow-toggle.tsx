import { useId } from 'react';
import { Switch } from '@web/ui/switch';

interface WorkflowToggleProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its label beside it (reminder on, workflow active). */
export function WorkflowToggle({ label, checked, onCheckedChange }: WorkflowToggleProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
