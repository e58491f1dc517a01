import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { Input } from './input';

/** Adds a typed tag to a list: trimmed, never empty, never twice, within the limits. */
export function addTag(
  tags: readonly string[],
  draft: string,
  limits: { maxTags?: number; maxLength?: number } = {},
): string[] {
  const tag = draft.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  if (limits.maxTags !== undefined && tags.length >= limits.maxTags) return [...tags];
  if (limits.maxLength !== undefined && tag.length > limits.maxLength) return [...tags];
  return [...tags, tag];
}

interface TagInputProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The Add button's text. */
  addLabel: string;
  /** The accessible name of a tag's remove button. */
  removeLabel: (tag: string) => string;
  placeholder?: string;
  maxTags?: number;
  maxLength?: number;
  /** Shown under the field once the list is full. */
  fullMessage?: string;
  disabled?: boolean;
  /** id and aria attributes (from FormField) go to the text box, so the label names it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A list of free-text tags: type one and press Enter or Add (or leave the box); each tag shows with
 * a button that removes it. Enter never submits the surrounding form.
 */
export function TagInput({
  value,
  onChange,
  addLabel,
  removeLabel,
  placeholder,
  maxTags,
  maxLength,
  fullMessage,
  disabled = false,
  className,
  ...inputProps
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const full = maxTags !== undefined && value.length >= maxTags;
  const canAdd = !disabled && !full && draft.trim() !== '';

  const add = () => {
    const next = addTag(value, draft, { maxTags, maxLength });
    if (next.length !== value.length) onChange(next);
    // A duplicate is simply ignored (001 §5); the box empties either way.
    if (draft.trim() && !full) setDraft('');
  };

  // A tag typed but not added yet is kept when the box loses focus (to Save, say), not dropped.
  const onBlur = () => {
    if (draft.trim()) add();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex gap-2">
        <Input
          {...inputProps}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled || full}
          enterKeyHint="done"
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!canAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-0.5 py-0 pr-0.5">
                <span className="max-w-48 truncate">{tag}</span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== tag))}
                  disabled={disabled}
                  aria-label={removeLabel(tag)}
                  title={removeLabel(tag)}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-foreground/10"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {full && fullMessage ? <p className="text-xs text-muted-foreground">{fullMessage}</p> : null}
    </div>
  );
}
