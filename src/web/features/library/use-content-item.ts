import { useQuery } from '@tanstack/react-query';
import { libraryQueries } from './library-queries';

/** One content item for the reader; not asked for while `enabled` is false (an id that cannot exist). */
export function useContentItem(id: string, enabled = true) {
  return useQuery({ ...libraryQueries.item(id), enabled });
}
