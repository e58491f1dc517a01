import { Check } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { psalmT } from './i18n/psalm-t';
import { browseCategories, categoryLabel, type BrowseCategory } from './psalm-labels';

interface BrowseByCategoryProps {
  selected: BrowseCategory | null;
  onSelect: (category: BrowseCategory | null) => void;
}

/** 001 §2: the static Browse by Category list; choosing one shows the featured psalms of its theme. */
export function BrowseByCategory({ selected, onSelect }: BrowseByCategoryProps) {
  return (
    <section aria-labelledby="browse-title" className="grid content-start gap-3">
      <div className="grid gap-1">
        <h2 id="browse-title" className="text-xl font-semibold">
          {psalmT('psalm.browse.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{psalmT('psalm.browse.description')}</p>
      </div>
      <ul className="flex flex-wrap gap-2 lg:grid lg:gap-1.5">
        {browseCategories.map((category) => {
          const active = selected?.id === category.id;
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? null : category)}
                className={cn(
                  'inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border px-3 text-sm font-medium transition-colors',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-card hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {categoryLabel(category)}
                {active ? <Check aria-hidden="true" className="size-4" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
