import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { AutomationLog } from '../../../../contracts/automation';
import { api } from '../../../lib/api-client';

export const automationLogsKey = ['admin', 'automation', 'logs'] as const;
/** The test-run mutation's key: while one runs, the logs poll fast. */
export const testRunMutationKey = ['admin', 'automation', 'test-run'] as const;

/** While a run is in progress the list is asked again this often… */
const runningPollMs = 1_500;
/** …and otherwise now and then, so scheduled runs show up too. */
const idlePollMs = 30_000;

export const isRunning = (log: AutomationLog) =>
  log.status === 'pending' || log.status === 'generating';

/** GET /api/admin/automation/logs: the latest 20 runs, updating while one is in progress. */
export function useAutomationLogs() {
  const testRuns = useIsMutating({ mutationKey: testRunMutationKey });
  return useQuery({
    queryKey: automationLogsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AutomationLog[] }>('/api/admin/automation/logs', { signal })).items,
    staleTime: 0,
    refetchInterval: (query) =>
      testRuns > 0 || (query.state.data ?? []).some(isRunning) ? runningPollMs : idlePollMs,
  });
}
