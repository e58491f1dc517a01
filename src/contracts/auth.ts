import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import { nameText } from './names';

export const passwordTooShortMessage = 'Password must be at least 6 characters long';
export const commonPasswordMessage =
  'This password is one of the most commonly used. Please choose another.';
export const passwordIsEmailMessage = 'Your password must not be your email address.';

/**
 * A new password: the spec's six characters at least (its message comes first for a short one),
 * and none of the commonest passwords. Used at sign-up, setup, reset and change.
 */
export const password = z
  .string()
  .min(passwordMinLength, passwordTooShortMessage)
  .max(passwordMaxLength, 'Password must be at most 128 characters long')
  .refine((value) => !isCommonPassword(value), commonPasswordMessage);

/** A password equal to the account's email (ignoring case and surrounding spaces) is refused. */
export const passwordMatchesEmail = (value: string, emailAddress: string) =>
  value.trim().toLowerCase() === emailAddress.trim().toLowerCase();

/** For forms with both fields: the password-equals-email rule, reported on the password field. */
export function refinePasswordNotEmail(
  value: { email: string; password: string },
  ctx: z.RefinementCtx,
) {
  if (passwordMatchesEmail(value.password, value.email))
    ctx.addIssue({ code: 'custom', path: ['password'], message: passwordIsEmailMessage });
}

export const email = z.email('Please enter a valid email address').max(emailMaxLength);

const signUpFields = {
  firstName: nameText().trim().min(1, 'First name is required').max(nameMaxLength),
  lastName: nameText().trim().min(1, 'Last name is required').max(nameMaxLength),
  email,
  password,
};

export const signUpInput = z.object(signUpFields).superRefine(refinePasswordNotEmail);
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInput>;

/** Creating the first super admin through the one-time setup link. */
export const setupInput = z
  .strictObject({ ...signUpFields, token: z.string().min(1).max(200) })
  .superRefine(refinePasswordNotEmail);
export type SetupInput = z.infer<typeof setupInput>;

export const setupStatus = z.object({ needed: z.boolean(), tokenValid: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatus>;
