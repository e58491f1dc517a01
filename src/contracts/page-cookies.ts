/**
 * Copies of a browser's choices the server reads to draw a page as that browser would (decision
 * 145): its language, its light/dark choice and its time zone. Written by the web, never trusted
 * beyond that (each is checked before use).
 */
export const pageCookies = {
  locale: 'psalmlight.locale',
  theme: 'psalmlight.theme',
  timeZone: 'psalmlight.tz',
} as const;
