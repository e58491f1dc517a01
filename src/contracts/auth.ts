import { z } from 'zod';
import { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './limits';

export const passwordTooShortMessage = 'Password must be at least 6 characters long';

export const password = z
  .string()
  .min(passwordMinLength, passwordTooShortMessage)
  .max(passwordMaxLength, 'Password must be at most 128 characters long');

export const email = z.email('Please enter a valid email address').max(emailMaxLength);

export const signUpInput = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(nameMaxLength),
  lastName: z.string().trim().min(1, 'Last name is required').max(nameMaxLength),
  email,
  password,
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInput>;

/** Creating the first super admin through the one-time setup link. */
export const setupInput = z.strictObject({
  ...signUpInput.shape,
  token: z.string().min(1).max(200),
});
export type SetupInput = z.infer<typeof setupInput>;

export const setupStatus = z.object({ needed: z.boolean(), tokenValid: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatus>;
