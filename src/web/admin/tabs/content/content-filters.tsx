import type { Category } from '@contracts/content';
import { difficultyLevels, type DifficultyLevel } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { SearchField } from '@web/ui/search-field';
import { SelectField } from '@web/ui/select-field';
import type { ContentStatusFilter } from './content-queries';

export interface ContentFilterState {
  search: string;
  categoryId: string;
  difficulty: DifficultyLevel | 'all';
  status: ContentStatusFilter | 'all';
}

export const noFilters: ContentFilterState = {
  search: '',
  categoryId: 'all',
  difficulty: 'all',
  status: 'all',
};

const statuses: readonly ContentStatusFilter[] = ['published', 'draft', 'scheduled'];

interface ContentFiltersProps {
  value: ContentFilterState;
  onChange: (next: ContentFilterState) => void;
  categories: readonly Category[];
}

/** Search by title and filter by category, difficulty and published state. */
export function ContentFilters({ value, onChange, categories }: ContentFiltersProps) {
  const set = <K extends keyof ContentFilterState>(key: K, next: ContentFilterState[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchField
        id="content-search"
        className="col-span-2 lg:col-span-1"
        label={adminT('admin.content.search')}
        placeholder={adminT('admin.content.searchPlaceholder')}
        value={value.search}
        onValueChange={(next) => set('search', next)}
      />
      <FilterSelect
        className="col-span-2 lg:col-span-1"
        label={adminT('admin.content.filterCategory')}
        value={value.categoryId}
        onValueChange={(next) => set('categoryId', next)}
        options={[
          ['all', adminT('admin.content.allCategories')],
          ...categories.map((category): [string, string] => [category.id, category.name]),
        ]}
      />
      <FilterSelect
        label={adminT('admin.content.filterDifficulty')}
        value={value.difficulty}
        onValueChange={(next) => set('difficulty', next as ContentFilterState['difficulty'])}
        options={[
          ['all', adminT('admin.content.allDifficulties')],
          ...difficultyLevels.map((level): [string, string] => [
            level,
            adminT(`admin.content.difficulty.${level}`),
          ]),
        ]}
      />
      <FilterSelect
        label={adminT('admin.content.filterStatus')}
        value={value.status}
        onValueChange={(next) => set('status', next as ContentFilterState['status'])}
        options={[
          ['all', adminT('admin.content.allStatuses')],
          ...statuses.map((status): [string, string] => [
            status,
            adminT(`admin.content.status.${status}`),
          ]),
        ]}
      />
    </div>
  );
}

function FilterSelect({
  className,
  label,
  value,
  onValueChange,
  options,
}: {
  className?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <SelectField
      className={className}
      label={label}
      value={value}
      onValueChange={onValueChange}
      options={options.map(([optionValue, optionLabel]) => ({
        value: optionValue,
        label: optionLabel,
      }))}
    />
  );
}
