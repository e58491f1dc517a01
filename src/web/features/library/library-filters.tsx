import { X } from 'lucide-react';
import type { ContentDuration } from '@contracts/content';
import type { DifficultyLevel } from '@contracts/enum-values';
import { cn } from '@web/lib/cn';
import { libraryT } from './i18n/library-t';
import { useCategories } from '@web/lib/queries/use-categories';
import { Button } from '@web/ui/button';
import { SearchField } from '@web/ui/search-field';
import { SelectField } from '@web/ui/select-field';
import type { LibraryFilterState } from './library-filters-state';
import { difficultyChoices, durationChoices } from './library-options';

const any = 'any';

interface LibraryFiltersProps {
  filters: LibraryFilterState;
  /** The search box's text and its change handler (useSearchBox: the address follows on a pause). */
  search: string;
  onSearch: (text: string) => void;
  onChange: (change: Partial<LibraryFilterState>) => void;
  onClear: () => void;
}

/** Search, the categories in their colours, difficulty and length. */
export function LibraryFilters({
  filters,
  search,
  onSearch,
  onChange,
  onClear,
}: LibraryFiltersProps) {
  const active = Boolean(filters.q || filters.categoryId || filters.difficulty || filters.duration);

  return (
    <div className="grid gap-4">
      <SearchField
        label={libraryT('library.search.label')}
        labelHidden
        value={search}
        onValueChange={onSearch}
        placeholder={libraryT('library.search.placeholder')}
        maxLength={200}
      />
      <CategoryChips
        selected={filters.categoryId}
        onSelect={(categoryId) => onChange({ categoryId })}
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-44 flex-1 sm:flex-none"
          label={libraryT('library.difficulty.label')}
          value={filters.difficulty ?? any}
          onValueChange={(value) =>
            onChange({ difficulty: value === any ? null : (value as DifficultyLevel) })
          }
          options={[
            { value: any, label: libraryT('library.difficulty.all') },
            ...difficultyChoices.map((level) => ({
              value: level,
              label: libraryT(`library.difficulty.${level}`),
            })),
          ]}
        />
        <SelectField
          className="min-w-44 flex-1 sm:flex-none"
          label={libraryT('library.duration.label')}
          value={filters.duration ?? any}
          onValueChange={(value) =>
            onChange({ duration: value === any ? null : (value as ContentDuration) })
          }
          options={[
            { value: any, label: libraryT('library.duration.all') },
            ...durationChoices.map((duration) => ({
              value: duration,
              label: libraryT(`library.duration.${duration}`),
            })),
          ]}
        />
        {active ? (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" />
            {libraryT('library.filter.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** "All" and each category, with its colour; pressing one shows only that category. */
function CategoryChips({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
}) {
  const categories = useCategories();
  if (!categories.data || categories.data.length === 0) return null;
  const chip = (pressed: boolean) =>
    cn(
      'inline-flex h-9 items-center gap-2 rounded-full border bg-card px-3.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      pressed && 'border-primary bg-primary-soft text-primary-soft-foreground',
    );
  return (
    <div
      role="group"
      aria-label={libraryT('library.category.label')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
    >
      <button
        type="button"
        aria-pressed={selected === null}
        className={chip(selected === null)}
        onClick={() => onSelect(null)}
      >
        {libraryT('library.category.all')}
      </button>
      {categories.data.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={selected === category.id}
          className={chip(selected === category.id)}
          style={selected === category.id ? { borderColor: category.color } : undefined}
          onClick={() => onSelect(selected === category.id ? null : category.id)}
        >
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full border border-black/10"
            style={{ backgroundColor: category.color }}
          />
          {category.name}
        </button>
      ))}
    </div>
  );
}
