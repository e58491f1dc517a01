import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { adminPsalmKeys } from '@web/lib/queries/admin-psalm-keys';

/** The test-run mutation's key: while one runs, the logs poll fast. */
export const testRunMutationKey = ['admin', 'automation', 'test-run'] as const;

/** The AI Auto tab's queries. */
export const automationQueries = {
  /** GET /api/admin/automation/settings: one setting per content type, ordered by type. */
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'automation', 'settings'] as const,
      queryFn: async ({ signal }) =>
        (await call(api.admin.automation.settings.$get(undefined, { init: { signal } }))).items,
    }),
  /** GET /api/admin/automation/drafts: the review queue (drafts held or approved, soonest first). */
  drafts: () =>
    queryOptions({
      queryKey: ['admin', 'automation', 'drafts'] as const,
      queryFn: async ({ signal }) =>
        (await call(api.admin.automation.drafts.$get(undefined, { init: { signal } }))).items,
    }),
  /** GET /api/admin/automation/logs: the latest 20 runs (the Admins tab's cleanup refreshes it too). */
  logs: () =>
    queryOptions({
      queryKey: adminPsalmKeys.automationLogs,
      queryFn: async ({ signal }) =>
        (await call(api.admin.automation.logs.$get(undefined, { init: { signal } }))).items,
    }),
};
