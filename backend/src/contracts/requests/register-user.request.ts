import { z } from 'zod';

/** A required text field whose missing and empty cases both read as the spec's message. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** POST /api/auth/register. Messages are the spec's (section 5). */
export const registerUserRequest = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  username: requiredText('Username is required', 30).regex(
    /^[A-Za-z0-9._-]+$/,
    'Username may only contain letters, numbers, dots, dashes and underscores',
  ),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, 'Invalid email address')
    .pipe(z.email('Invalid email address')),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  city: requiredText('City is required'),
  state: requiredText('State is required', 50),
  isTrainer: z.boolean({ error: 'isTrainer must be true or false' }).default(false),
});

export type RegisterUserRequest = z.infer<typeof registerUserRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type RegisterUserBody = z.input<typeof registerUserRequest>;
