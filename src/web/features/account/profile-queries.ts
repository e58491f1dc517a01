import { queryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

export const profileKeys = { profile: ['profile'] as const };

/** GET /api/profile: the signed-in member's profile and app preferences. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => call(api.profile.$get({}, { init: { signal } })),
  });
