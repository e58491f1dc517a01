/**
 * Every cached answer about the signed-in person's preferences has a key that starts with this
 * root: the user shell's time-zone sync refreshes them all when the stored zone changes.
 */
export const preferenceKeys = {
  all: ['preferences'] as const,
};
