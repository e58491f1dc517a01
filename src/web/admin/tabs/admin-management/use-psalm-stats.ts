import { useQuery } from '@tanstack/react-query';
import { adminManagementQueries } from './admin-management-queries';

/** The daily psalm statistics of the Admins tab. */
export function usePsalmStats() {
  return useQuery(adminManagementQueries.psalmStats());
}
