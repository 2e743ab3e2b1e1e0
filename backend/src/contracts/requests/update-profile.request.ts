import { z } from 'zod';
import { requiredText } from './register-user.request.js';

/** Free text that may be cleared: an empty string is stored as "not provided". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const notEditable = (message: string) => z.never({ error: message }).optional();

/**
 * PUT /api/profile. Every field is optional (spec section 5). Sign-in
 * identity and the admin flag are never editable here: sending them is a 400
 * rather than a silent no-op, so a client cannot believe it changed them.
 */
export const updateProfileRequest = z
  .object({
    firstName: requiredText('First name is required').optional(),
    lastName: requiredText('Last name is required').optional(),
    bio: optionalText(2000),
    city: requiredText('City is required').optional(),
    state: requiredText('State is required', 50).optional(),
    isTrainer: z.boolean({ error: 'isTrainer must be true or false' }).optional(),
    trainerBio: optionalText(2000),
    profilePicture: z
      .string()
      .regex(
        /^\/objects\/[A-Za-z0-9/_.-]+$/,
        'Profile picture must be an uploaded photo (/objects/...)',
      )
      .nullable()
      .optional(),
    username: notEditable('Username cannot be changed'),
    email: notEditable('Email cannot be changed'),
    password: notEditable('Password cannot be changed here'),
    isAdmin: notEditable('Administrator status cannot be changed'),
  })
  // A location is a city in a state: the city picker always yields both.
  .refine((body) => (body.city === undefined) === (body.state === undefined), {
    message: 'City and state must be changed together',
    path: ['city'],
  });

export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type UpdateProfileBody = z.input<typeof updateProfileRequest>;
