import { z } from 'zod';
import { CLIENT_NAME_MAX, CLIENT_NOTES_MAX } from '../trainers.js';

/** Optional free text: trimmed, and an empty string means "not provided". */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(CLIENT_NAME_MAX, `${label} must be at most ${CLIENT_NAME_MAX} characters`);

const email = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(''), z.email('Email must be a valid email address')]))
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** POST /api/trainer/clients */
export const addClientRequest = z.strictObject({
  name: requiredText('Client name'),
  dogName: requiredText('Dog name'),
  email,
  notes: optionalText(CLIENT_NOTES_MAX, 'Notes'),
});
export type AddClientRequest = z.output<typeof addClientRequest>;
export type AddClientBody = z.input<typeof addClientRequest>;

/** PUT /api/trainer/clients/{id}: the fields to change. */
export const changeClientRequest = addClientRequest.partial();
export type ChangeClientRequest = z.output<typeof changeClientRequest>;
export type ChangeClientBody = z.input<typeof changeClientRequest>;

/** POST /api/trainer/clients/{id}/invite: the email to send it to (default: the record's; null: none). */
export const inviteClientRequest = z.strictObject({ email });
export type InviteClientRequest = z.output<typeof inviteClientRequest>;
export type InviteClientBody = z.input<typeof inviteClientRequest>;

/** PUT /api/trainer/meetups/{id}/clients: the clients coming, as private attendees. */
export const setMeetupClientsRequest = z.strictObject({
  clientIds: z.array(z.string().min(1).max(100)).max(50, 'At most 50 clients per meetup'),
});
export type SetMeetupClientsRequest = z.output<typeof setMeetupClientsRequest>;
export type SetMeetupClientsBody = z.input<typeof setMeetupClientsRequest>;
