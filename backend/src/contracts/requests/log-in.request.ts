import { z } from 'zod';

/** POST /api/auth/login. The spec asks only that both are present. */
export const logInRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export type LogInRequest = z.infer<typeof logInRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type LogInBody = z.input<typeof logInRequest>;
