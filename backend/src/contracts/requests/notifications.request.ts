import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.js';

/** PUT /api/notifications/preferences: one channel of one kind on or off. */
export const setNotificationPreferenceRequest = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'kind must be one of the notification kinds' }),
  channel: z.enum(['inApp', 'email'], { error: 'channel must be inApp or email' }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type SetNotificationPreferenceRequest = z.infer<typeof setNotificationPreferenceRequest>;
export type SetNotificationPreferenceBody = z.input<typeof setNotificationPreferenceRequest>;

/** GET and POST /api/notifications/unsubscribe?token=...: the signed token from an email. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(500),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
