import { useQuery } from '@tanstack/react-query';
import { psalmsQueries } from './psalms-queries';

/** A recent psalm's generated text, read when its dialog opens (null: no dialog open). */
export function usePsalmContent(id: string | null) {
  return useQuery({ ...psalmsQueries.content(id ?? ''), enabled: id !== null });
}
