import { z } from 'zod';

/** DELETE /api/users/me: the member confirms with their password. */
export const deleteAccountRequest = z.object({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.'),
});

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
export type DeleteAccountBody = z.input<typeof deleteAccountRequest>;
