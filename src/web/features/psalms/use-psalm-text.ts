import { useQuery } from '@tanstack/react-query';
import { psalmQueries } from './psalm-queries';

/** A featured psalm's full text and audio, read when its dialog opens (null: no dialog open). */
export function usePsalmText(id: string | null) {
  return useQuery({
    ...psalmQueries.text(id ?? ''),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
