import { useId } from 'react';
import { weekdays, type Weekday } from '@contracts/enum-values';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { Checkbox } from '@web/ui/checkbox';

const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

interface WorkflowDaysFieldProps {
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string;
}

/** A weekly workflow's days, a checkbox each; the chosen days stay in week order. */
export function WorkflowDaysField({ value, onChange, error }: WorkflowDaysFieldProps) {
  const id = useId();
  const toggle = (day: Weekday, checked: boolean) =>
    onChange(
      checked
        ? weekdays.filter((d) => d === day || value.includes(d))
        : value.filter((d) => d !== day),
    );
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error !== undefined ? `${id}-error` : `${id}-hint`}
    >
      <legend className="mb-1 text-sm font-medium">
        {adminWorkflowsT('adminWorkflows.field.days')}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {weekdays.map((day) => (
          <label key={day} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value.includes(day)}
              onCheckedChange={(checked) => toggle(day, checked === true)}
            />
            {dayName(day)}
          </label>
        ))}
      </div>
      {error !== undefined ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {adminWorkflowsT('adminWorkflows.field.daysHint')}
        </p>
      )}
    </fieldset>
  );
}
