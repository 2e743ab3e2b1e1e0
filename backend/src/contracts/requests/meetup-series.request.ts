import { z } from 'zod';
import { FREQUENCY_VALUES } from '../events/meetup-series.events.js';
import { meetupFields } from './schedule-meetup.request.js';

/*
 * Series requests. Shapes only: whether the dates, times and bounds make a
 * series is the series decider's to say (one place for every rule).
 */

const date = (what: string) =>
  z
    .string({ error: `${what} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date (YYYY-MM-DD)`);
const time = z
  .string({ error: 'time must be a time of day (HH:MM)' })
  .regex(/^\d{2}:\d{2}$/, 'time must be a time of day (HH:MM)');
const durationMinutes = z
  .number({ error: 'durationMinutes must be a number of minutes' })
  .int('durationMinutes must be a whole number of minutes');

const details = meetupFields.pick({
  description: true,
  locationDisplay: true,
  latitude: true,
  longitude: true,
  maxAttendees: true,
  parkType: true,
  rules: true,
});

/** POST /api/meetup-series: a group's recurring meetup. */
export const scheduleSeriesRequest = details.extend({
  groupId: z.string({ error: 'groupId is required' }).trim().min(1, 'groupId is required'),
  title: meetupFields.shape.title.unwrap().min(1, 'Please fill in: title'),
  location: meetupFields.shape.location.unwrap().min(1, 'Please fill in: location'),
  frequency: z.enum(FREQUENCY_VALUES, {
    error: `frequency must be one of ${FREQUENCY_VALUES.join(', ')}`,
  }),
  startDate: date('startDate'),
  endDate: date('endDate').nullable().default(null),
  count: z.number().int('count must be a whole number').nullable().default(null),
  time,
  durationMinutes: durationMinutes.default(120),
  /** Monthly from a fifth weekday: the organizer was told it meets on the last such weekday. */
  lastWeekdayAccepted: z
    .boolean({ error: 'lastWeekdayAccepted must be true or false' })
    .default(false),
});

export type ScheduleSeriesRequest = z.infer<typeof scheduleSeriesRequest>;
export type ScheduleSeriesBody = z.input<typeof scheduleSeriesRequest>;

/** POST /api/meetup-series/{id}/changes: this occurrence and all following. */
export const changeSeriesRequest = details.omit({ maxAttendees: true, parkType: true }).extend({
  fromDate: date('fromDate'),
  title: meetupFields.shape.title,
  location: meetupFields.shape.location,
  maxAttendees: meetupFields.shape.maxAttendees.removeDefault().optional(),
  parkType: meetupFields.shape.parkType.removeDefault().optional(),
  time: time.optional(),
  durationMinutes: durationMinutes.optional(),
});

export type ChangeSeriesRequest = z.infer<typeof changeSeriesRequest>;
export type ChangeSeriesBody = z.input<typeof changeSeriesRequest>;
