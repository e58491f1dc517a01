import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { adminPsalmKeys } from '@web/lib/queries/admin-psalm-keys';

/** 000 §9: recent psalms shown: 5, refreshed every 5 seconds. */
export const recentPsalmsRefreshMs = 5_000;

/** The Manual tab's queries. */
export const psalmsQueries = {
  /** GET /api/admin/psalms/recent: the five newest daily psalms, drafts included. */
  recent: () =>
    queryOptions({
      queryKey: adminPsalmKeys.recent,
      queryFn: async ({ signal }) =>
        (await call(api.admin.psalms.recent.$get(undefined, { init: { signal } }))).items,
    }),
  /** GET /api/content/{id}: a recent psalm's generated text, read when its dialog opens. */
  content: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'psalms', 'content', id] as const,
      queryFn: ({ signal }) =>
        call(api.content[':id'].$get({ param: { id }, query: {} }, { init: { signal } })),
    }),
};
