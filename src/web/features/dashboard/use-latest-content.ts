import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from './dashboard-queries';

/** The newest published content, for the dashboard. */
export function useLatestContent() {
  return useQuery(dashboardQueries.latestContent());
}
