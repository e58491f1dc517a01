import { Link } from '@web/ui/link';
import type { ContentListItem } from '@contracts/content';
import { CategoryLabel, ItemBadges, itemDate } from './content-meta';

/** One item of the library: the whole card opens the reader, which can come back to this list. */
export function LibraryCard({ item, search }: { item: ContentListItem; search: string }) {
  const text = item.isDailyPsalm ? (item.generatedPsalm ?? item.description) : item.description;
  return (
    <Link
      to={`/content/${item.id}`}
      state={{ librarySearch: search }}
      data-testid="library-card"
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      style={{
        borderTopColor: item.category?.color,
        borderTopWidth: item.category ? 3 : undefined,
      }}
    >
      <span className="flex items-center justify-between gap-3">
        <CategoryLabel category={item.category} />
        <span className="shrink-0 text-xs text-muted-foreground">{itemDate(item)}</span>
      </span>
      <span className="grid gap-1">
        <h2 className="font-serif text-lg leading-snug font-semibold break-words group-hover:text-primary">
          {item.title}
        </h2>
        {text ? (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">{text}</span>
        ) : null}
      </span>
      <span className="mt-auto">
        <ItemBadges item={item} />
      </span>
    </Link>
  );
}
