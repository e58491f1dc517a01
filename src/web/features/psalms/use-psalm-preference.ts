import { useQuery } from '@tanstack/react-query';
import { psalmQueries } from './psalm-queries';

/** The daily psalm's preference (defaults when never saved). */
export function usePsalmPreference(enabled: boolean) {
  return useQuery({
    ...psalmQueries.contentPreferences(),
    select: (items) => items.find((item) => item.contentType === 'daily_psalm') ?? null,
    enabled,
  });
}
