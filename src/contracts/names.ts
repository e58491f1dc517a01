import { z } from 'zod';

export const nameCharactersMessage =
  'Names cannot contain line breaks, tabs or other control characters';

/**
 * Characters no person's name has, which would let it break out of the line it is shown on (in an
 * email, a log, a list): C0 controls (TAB, LF, CR…), DEL and C1 controls, the Unicode line and
 * paragraph separators, and the bidirectional embeddings, overrides and isolates that turn the
 * text after them around. Joiners and the left-to-right and right-to-left marks stay allowed:
 * names in many scripts need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const hasControlCharacters = (value: string) => controlCharacters.test(value);

/**
 * Every name field (sign-up's first, last and full name, the profile's full name, better-auth's
 * update-user) refuses control characters anywhere, surrounding ones too: checked before the
 * value is trimmed.
 */
export const nameText = () =>
  z.string().refine((value) => !hasControlCharacters(value), nameCharactersMessage);
