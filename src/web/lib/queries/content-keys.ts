/**
 * Every cached list of content (the portal's Content tab, the dashboard's latest items) has a key
 * that starts with this root, so any content change, made here or seen live, refreshes them all
 * with one `invalidateQueries({ queryKey: contentKeys.all })`.
 */
export const contentKeys = {
  all: ['content'] as const,
};
