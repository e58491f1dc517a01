import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { password } from '@contracts/auth';
import { deleteAccountInput, profileUpdate } from '@contracts/profile';

// The account page's form checks, loaded at a form's first check (lazyResolver), not with the page.

export const checkProfileChanges = zodResolver(profileUpdate);

/** better-auth's change-password body; the new password follows the contract's rules. */
const changePasswordForm = z.object({ currentPassword: z.string(), newPassword: password });
export type ChangePasswordValues = z.infer<typeof changePasswordForm>;
export const checkChangePassword = zodResolver(changePasswordForm);

export const checkDeleteAccount = zodResolver(deleteAccountInput);
