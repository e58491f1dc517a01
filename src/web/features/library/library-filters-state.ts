import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentDuration } from '@contracts/content';
import type { DifficultyLevel } from '@contracts/enum-values';
import { isDifficulty, isDuration } from './library-options';

/** The library's filters as the address keeps them (?q=&category=&difficulty=&duration=). */
export interface LibraryFilterState {
  q: string;
  categoryId: string | null;
  difficulty: DifficultyLevel | null;
  duration: ContentDuration | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from search params; an unknown value is as if it were absent. */
export function filtersFrom(params: URLSearchParams): LibraryFilterState {
  const category = params.get('category');
  const difficulty = params.get('difficulty');
  const duration = params.get('duration');
  return {
    q: params.get('q') ?? '',
    categoryId: category && uuidPattern.test(category) ? category : null,
    difficulty: isDifficulty(difficulty) ? difficulty : null,
    duration: isDuration(duration) ? duration : null,
  };
}

const paramNames: Record<keyof LibraryFilterState, string> = {
  q: 'q',
  categoryId: 'category',
  difficulty: 'difficulty',
  duration: 'duration',
};

/**
 * The filters live in the address, so the reader's back link, a reload and the browser's Back
 * button return to the same list. Changes replace the history entry (typing is not a page visit).
 */
export function useLibraryFilterState() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const update = useCallback(
    (change: Partial<LibraryFilterState>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const name = paramNames[key as keyof LibraryFilterState];
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, clear, search: params.toString() };
}
