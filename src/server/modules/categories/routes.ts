import { z } from '@hono/zod-openapi';
import { category, categoryInput, categoryUpdate } from '@contracts/content';
import type { Db } from '@server/db/connection';
import type { EventBus } from '@server/realtime/bus';
import { createContentCounts, type ContentVisibility } from './content-counts';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';

const list = defineRoute('user', {
  method: 'get',
  path: '/categories',
  summary: 'Categories ordered by name, each with how many of its items the viewer may open',
  responses: { 200: json(z.object({ items: z.array(category) }), 'Categories') },
});

const create = defineRoute('categories', {
  method: 'post',
  path: '/admin/categories',
  summary: 'Create a category',
  request: jsonBody(categoryInput),
  responses: { 201: json(category, 'Created') },
});

const update = defineRoute('categories', {
  method: 'patch',
  path: '/admin/categories/{id}',
  summary: 'Update a category',
  request: {
    params: idParam,
    ...jsonBody(categoryUpdate),
  },
  responses: { 200: json(category, 'Updated') },
});

const remove = defineRoute('categories', {
  method: 'delete',
  path: '/admin/categories/{id}',
  summary: 'Delete a category that no content uses (409 otherwise)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

export function createCategoryRoutes(db: Db, bus: EventBus, visibility: ContentVisibility) {
  const contentCounts = createContentCounts(db, bus, visibility);
  return createRouter()
    .openapi(list, async (c) =>
      c.json({ items: await listCategories(db, c.get('viewer'), contentCounts, visibility) }, 200),
    )
    .openapi(create, async (c) =>
      c.json(await createCategory(db, c.req.valid('json'), c.get('viewer')), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateCategory(
          db,
          bus,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.get('viewer'),
        ),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteCategory(db, c.req.valid('param').id, c.get('viewer'));
      return c.body(null, 204);
    });
}
