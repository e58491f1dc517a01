import { useEffect, useState } from 'react';
import { FolderTree, Plus } from 'lucide-react';
import type { Category } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { useCategories } from '@web/lib/queries/use-categories';
import { notifyFailure } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { CategoryCard } from './category-card';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import type { FirstScreen } from '@web/lib/first-screen';
import { categoryQueries } from '@web/lib/queries/categories';

/** The tab's first screen (decision 162): the categories. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(categoryQueries.list());

/** The Categories tab (000 §2): a grid ordered by name with a create/edit dialog. */
export default function CategoriesTab() {
  const categories = useCategories();
  const [editing, setEditing] = useState<Category | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const failed = categories.isError && !categories.data;

  useEffect(() => {
    // 000 §8: 'Error: Failed to load categories'.
    if (failed)
      notifyFailure(
        adminT('admin.categories.loadFailedTitle'),
        adminT('admin.categories.loadFailed'),
        'categories-load-failed',
      );
  }, [failed]);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (category: Category) => {
    setEditing(category);
    setFormOpen(true);
  };

  let body;
  if (categories.isPending) {
    body = (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={adminT('admin.categories.loading')}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-36 rounded-xl" />
        ))}
      </div>
    );
  } else if (failed) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
      >
        <p className="font-medium text-destructive">
          {adminT('admin.categories.loadFailedTitle')}: {adminT('admin.categories.loadFailed')}
        </p>
        <Button variant="outline" onClick={() => void categories.refetch()}>
          {adminT('admin.categories.retry')}
        </Button>
      </div>
    );
  } else if (categories.data.length === 0) {
    body = (
      <EmptyState
        icon={FolderTree}
        headingLevel={3}
        title={adminT('admin.categories.emptyTitle')}
        description={adminT('admin.categories.emptyDescription')}
        action={<Button onClick={openCreate}>{adminT('admin.categories.add')}</Button>}
      />
    );
  } else {
    body = (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={adminT('admin.categories.listLabel')}
      >
        {categories.data.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            onEdit={openEdit}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="categories-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="categories-heading" className="text-2xl font-semibold">
            {adminT('admin.categories.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{adminT('admin.categories.description')}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {adminT('admin.categories.add')}
        </Button>
      </div>
      {body}
      <CategoryFormDialog open={formOpen} onOpenChange={setFormOpen} category={editing} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
