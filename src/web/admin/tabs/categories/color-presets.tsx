import { Check } from 'lucide-react';
import { categoryColorPresets } from '@contracts/enum-values';
import { cn } from '@web/lib/cn';
import { adminT, type AdminMessageKey } from '@web/admin/i18n/admin-t';

/** Names for the eight presets of 000 §9, read out by screen readers. */
const presetNames: Record<(typeof categoryColorPresets)[number], AdminMessageKey> = {
  '#3B82F6': 'admin.categories.color.blue',
  '#EF4444': 'admin.categories.color.red',
  '#10B981': 'admin.categories.color.green',
  '#F59E0B': 'admin.categories.color.amber',
  '#8B5CF6': 'admin.categories.color.violet',
  '#06B6D4': 'admin.categories.color.cyan',
  '#F97316': 'admin.categories.color.orange',
  '#EC4899': 'admin.categories.color.pink',
};

interface ColorPresetsProps {
  value: string;
  onChange: (color: string) => void;
}

/** The eight preset colours as a group of radio buttons drawn as swatches. */
export function ColorPresets({ value, onChange }: ColorPresetsProps) {
  const current = value.toUpperCase();
  return (
    <div className="flex flex-wrap gap-1.5">
      {categoryColorPresets.map((color) => {
        const checked = current === color;
        return (
          <label key={color} className="relative cursor-pointer">
            <input
              type="radio"
              name="category-color-preset"
              value={color}
              checked={checked}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              style={{ backgroundColor: color }}
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 border-card text-white shadow-sm ring-offset-2 ring-offset-card peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                checked && 'ring-2 ring-foreground',
              )}
            >
              {checked ? <Check className="size-4" strokeWidth={3} /> : null}
            </span>
            <span className="sr-only">
              {adminT(presetNames[color])} {color}
            </span>
          </label>
        );
      })}
    </div>
  );
}
