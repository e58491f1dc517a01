import type { Category } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';

/**
 * What deleting a category does, with how many items it holds (decision 007). The server deletes only
 * an empty category (categories/service.ts answers 409 otherwise), so items are never orphaned.
 */
export function deleteCategoryDescription(category: Pick<Category, 'name' | 'contentCount'>) {
  const { name, contentCount: count } = category;
  if (count === 0) return adminT('admin.categories.deleteEmpty', { name });
  if (count === 1) return adminT('admin.categories.deleteHoldsOne', { name });
  return adminT('admin.categories.deleteHolds', { name, count });
}
