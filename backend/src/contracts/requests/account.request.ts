import { z } from 'zod';
import { registerUserRequest } from './register-user.request.js';

/*
 * The account's credentials and email: forgot password, reset, change
 * password, change email, verify. New passwords follow sign-up's rule.
 */

const newPassword = registerUserRequest.shape.password;
const email = registerUserRequest.shape.email;
const token = z
  .string({ error: 'The link is missing its token' })
  .trim()
  .min(1, 'The link is missing its token')
  .max(300, 'The link is not valid');

/** POST /api/auth/password-reset */
export const passwordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
export type PasswordResetBody = z.input<typeof passwordResetRequest>;

/** POST /api/auth/password-reset/confirm */
export const resetPasswordRequest = z.object({ token, password: newPassword });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type ResetPasswordBody = z.input<typeof resetPasswordRequest>;

/** PUT /api/profile/password */
export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export type ChangePasswordBody = z.input<typeof changePasswordRequest>;

/** PUT /api/profile/email: the new address takes effect once verified. */
export const changeEmailRequest = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;
export type ChangeEmailBody = z.input<typeof changeEmailRequest>;

/** POST /api/auth/verify-email */
export const verifyEmailRequest = z.object({ token });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;
export type VerifyEmailBody = z.input<typeof verifyEmailRequest>;
