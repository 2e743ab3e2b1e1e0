import { z } from 'zod';
import { DAY_STATUSES, LATE_MINUTES_MAX, NOTE_MAX_LENGTH } from '../meetup-day.js';

/** POST /api/meetups/{id}/day-status: minutes only with running_late, and required there. */
export const setDayStatusRequest = z
  .object({
    status: z.enum(DAY_STATUSES, {
      error: 'Status must be on_my_way, running_late, arrived or left_early',
    }),
    lateMinutes: z
      .number({ error: 'lateMinutes must be a number of minutes' })
      .int('lateMinutes must be a whole number of minutes')
      .min(1, 'lateMinutes must be at least 1')
      .max(LATE_MINUTES_MAX, `lateMinutes must be at most ${LATE_MINUTES_MAX}`)
      .nullable()
      .optional(),
  })
  .refine((body) => body.status !== 'running_late' || typeof body.lateMinutes === 'number', {
    message: 'Say how many minutes late (lateMinutes)',
    path: ['lateMinutes'],
  })
  .refine(
    (body) =>
      body.status === 'running_late' || body.lateMinutes === null || body.lateMinutes === undefined,
    {
      message: 'lateMinutes goes only with running_late',
      path: ['lateMinutes'],
    },
  );

export type SetDayStatusRequest = z.infer<typeof setDayStatusRequest>;
export type SetDayStatusBody = z.input<typeof setDayStatusRequest>;

/** POST /api/meetups/{id}/check-in and /no-show: whom (an owner going). */
export const attendeeRequest = z.object({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(100),
});

export type AttendeeRequest = z.infer<typeof attendeeRequest>;
export type AttendeeBody = z.input<typeof attendeeRequest>;

/** PUT /api/meetups/{id}/note: a private note for the organizer, and dogs that played well. */
export const leaveNoteRequest = z.object({
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(NOTE_MAX_LENGTH, `The note can be at most ${NOTE_MAX_LENGTH} characters`)
    .default(''),
  playedWellWith: z
    .array(z.string().min(1), { error: 'playedWellWith must be a list of dog ids' })
    .max(30)
    .transform((ids) => [...new Set(ids)])
    .default([]),
});

export type LeaveNoteRequest = z.infer<typeof leaveNoteRequest>;
export type LeaveNoteBody = z.input<typeof leaveNoteRequest>;
