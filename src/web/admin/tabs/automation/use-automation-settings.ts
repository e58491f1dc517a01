import { useQuery } from '@tanstack/react-query';
import { automationQueries } from './automation-queries';

/** One automation setting per content type, ordered by type. */
export function useAutomationSettings() {
  return useQuery(automationQueries.settings());
}
