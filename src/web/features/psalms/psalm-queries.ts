import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { preferenceKeys } from './preference-keys';
import { browserTimeZone } from '@web/lib/time-zone';

/** Every psalm query's key starts with `all`: a live content change refreshes them together. */
export const psalmKeys = {
  all: ['psalms'] as const,
  /** Today's psalm, in any time zone. */
  today: () => [...psalmKeys.all, 'today'] as const,
  /** The featured psalms, in any time zone. */
  featured: () => [...psalmKeys.all, 'featured'] as const,
};

/** The psalm page's queries. */
export const psalmQueries = {
  /** GET /api/psalms/today: the published psalm of the reader's local date, or null. */
  today: (timeZone: string | undefined) =>
    queryOptions({
      queryKey: [...psalmKeys.today(), timeZone] as const,
      queryFn: ({ signal }) =>
        call(api.psalms.today.$get({ query: { timeZone } }, { init: { signal } })),
    }),
  /** GET /api/psalms/featured: published psalms of the last 30 days (the server applies 001 §7's rule). */
  featured: (timeZone: string | undefined) =>
    queryOptions({
      queryKey: [...psalmKeys.featured(), timeZone] as const,
      queryFn: async ({ signal }) =>
        (await call(api.psalms.featured.$get({ query: { timeZone } }, { init: { signal } }))).items,
    }),
  /**
   * GET /api/content/{id}: a featured psalm's full text and audio. The reader's zone goes along, so
   * a refusal at the daily limit tells when it resets on their clock.
   */
  text: (id: string) =>
    queryOptions({
      queryKey: [...psalmKeys.all, 'item', id] as const,
      queryFn: ({ signal }) =>
        call(
          api.content[':id'].$get(
            { param: { id }, query: { timeZone: browserTimeZone() } },
            { init: { signal } },
          ),
        ),
    }),
  /** GET /api/preferences/content: the person's settings per content type (defaults when never saved). */
  contentPreferences: () =>
    queryOptions({
      queryKey: [...preferenceKeys.all, 'content'] as const,
      queryFn: async ({ signal }) =>
        (await call(api.preferences.content.$get(undefined, { init: { signal } }))).items,
    }),
};
