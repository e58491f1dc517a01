import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { AutomationLog } from '@contracts/automation';
import { automationQueries, testRunMutationKey } from './automation-queries';

/** While a run is in progress the list is asked again this often… */
const runningPollMs = 1_500;
/** …and otherwise now and then, so scheduled runs show up too. */
const idlePollMs = 30_000;

export const isRunning = (log: AutomationLog) =>
  log.status === 'pending' || log.status === 'generating';

/** The latest 20 runs, updating while one is in progress. */
export function useAutomationLogs() {
  const testRuns = useIsMutating({ mutationKey: testRunMutationKey });
  return useQuery({
    ...automationQueries.logs(),
    staleTime: 0,
    refetchInterval: (query) =>
      testRuns > 0 || (query.state.data ?? []).some(isRunning) ? runningPollMs : idlePollMs,
  });
}
