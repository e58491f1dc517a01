import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';

interface CategoryCardProps {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** One category of the grid: its colour, name, description and how much content it holds. */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs"
      data-testid="category-card"
    >
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: category.color }} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 rounded-full border"
            style={{ backgroundColor: category.color }}
          />
          <div className="grid min-w-0 gap-1">
            <h3 className="font-sans text-base font-semibold break-words">{category.name}</h3>
            <p className="text-sm text-muted-foreground">
              {category.description || (
                <span className="italic">{adminT('admin.categories.noDescription')}</span>
              )}
            </p>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-xs font-medium text-muted-foreground">
            {category.contentCount === 1
              ? adminT('admin.categories.contentCountOne')
              : adminT('admin.categories.contentCount', { count: category.contentCount })}
            {' · '}
            <span className="font-mono">{category.color.toUpperCase()}</span>
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={adminT('admin.categories.editItem', { name: category.name })}
              onClick={() => onEdit(category)}
            >
              <Pencil aria-hidden="true" />
              {adminT('admin.categories.edit')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              aria-label={adminT('admin.categories.deleteItem', { name: category.name })}
              onClick={() => onDelete(category)}
            >
              <Trash2 aria-hidden="true" />
              {adminT('admin.categories.delete')}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
