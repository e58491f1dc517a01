import { z } from 'zod';
import { denomination, language, prayerFocus, theme } from './enums';
import { nameMaxLength, passwordMaxLength } from './limits';
import { nameText } from './names';

/** 001 §3 profiles as the member sees and edits them on /account. */
export const profile = z.object({
  userId: z.string(),
  /** Read-only (001 §5): shown, never changed through the profile. */
  email: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  denomination: denomination.nullable(),
  prayerFocus: prayerFocus.nullable(),
  language,
  theme,
  audioAutoplay: z.boolean(),
  dailyReminders: z.boolean(),
  pushNotifications: z.boolean(),
  scriptureDaily: z.boolean(),
  emailUpdates: z.boolean(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const fullNameMessage = `Use ${nameMaxLength} characters or fewer`;

/**
 * PATCH /api/profile: the fields sent change, the others stay. Email is not among them (001 §5), and
 * an unknown key (email, is_admin…) is refused rather than ignored.
 */
export const profileUpdate = z
  .strictObject({
    fullName: nameText().trim().max(nameMaxLength, fullNameMessage),
    denomination: denomination.nullable(),
    prayerFocus: prayerFocus.nullable(),
    language,
    theme,
    audioAutoplay: z.boolean(),
    dailyReminders: z.boolean(),
    pushNotifications: z.boolean(),
    scriptureDaily: z.boolean(),
    emailUpdates: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export { avatarMaxBytes, avatarNotImage, avatarTooLarge, avatarTypes } from './avatar-limits';

/** DELETE /api/profile: the account's password confirms the erasure. */
export const deleteAccountInput = z.strictObject({
  password: z
    .string()
    .min(1, 'Please enter your password')
    .max(passwordMaxLength, 'Password must be at most 128 characters long'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
export const wrongPasswordMessage = 'That password is not correct.';

/** The export file's version: bumped when a part changes shape (docs/decisions/045). */
export const exportFormatVersion = 1;
export const exportsPerMinute = 3;
