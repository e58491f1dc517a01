import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ContentListItem } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { useCategories } from '@web/lib/queries/use-categories';
import { Button } from '@web/ui/button';
import { ContentFilters, noFilters, type ContentFilterState } from './content-filters';
import { ContentList } from './content-list';
import { DeleteContentDialog } from './delete-content-dialog';
import type { ContentFilters as Filters } from './content-queries';
import { useContentLiveReload } from './use-content-live-reload';
import { useContentPages } from './use-content-pages';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { lazyDialog } from '@web/ui/lazy-dialog';
import type { FirstScreen } from '@web/lib/first-screen';
import { categoryQueries } from '@web/lib/queries/categories';
import { contentQueries } from './content-queries';

// The form (its zod schemas, the body editor) loads when it first opens, not with the tab.
const ContentFormDialog = lazyDialog(
  () => import('./content-form-dialog'),
  'ContentFormDialog',
  (props) => props.open,
);

function toQueryFilters(state: ContentFilterState, search: string): Filters {
  return {
    q: search.trim(),
    categoryId: state.categoryId === 'all' ? undefined : state.categoryId,
    difficulty: state.difficulty === 'all' ? undefined : state.difficulty,
    status: state.status === 'all' ? undefined : state.status,
  };
}

/** The tab's first screen (decision 162): the unfiltered list's first page and the categories of its filters. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(contentQueries.pages(toQueryFilters(noFilters, ''))),
    queryClient.prefetchQuery(categoryQueries.list()),
  ]);

/** The Content tab (000 §2): "Manage Content", a filtered list with create, edit and delete. */
export default function ContentTab() {
  const [filters, setFilters] = useState<ContentFilterState>(noFilters);
  const search = useDebouncedValue(filters.search);
  const query = useContentPages(toQueryFilters(filters, search));
  const categories = useCategories();
  useContentLiveReload();

  const [editing, setEditing] = useState<ContentListItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ContentListItem | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (item: ContentListItem) => {
    setEditing(item);
    setFormOpen(true);
  };
  const filtered =
    filters.search.trim() !== '' ||
    filters.categoryId !== 'all' ||
    filters.difficulty !== 'all' ||
    filters.status !== 'all';

  return (
    <section aria-labelledby="content-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="content-heading" className="text-2xl font-semibold">
            {adminT('admin.content.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{adminT('admin.content.description')}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {adminT('admin.content.add')}
        </Button>
      </div>
      <ContentFilters value={filters} onChange={setFilters} categories={categories.data ?? []} />
      <ContentList
        query={query}
        filtered={filtered}
        onClearFilters={() => setFilters(noFilters)}
        onAdd={openCreate}
        onEdit={openEdit}
        onDelete={setDeleting}
      />
      <ContentFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        item={editing}
        categories={categories.data ?? []}
      />
      <DeleteContentDialog item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
