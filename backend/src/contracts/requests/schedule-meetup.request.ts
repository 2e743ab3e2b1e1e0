import { z } from 'zod';
import { SIZE_CLASSES } from '../dogs.js';
import { MAX_ATTENDEE_OPTIONS, PARK_TYPES } from '../meetups.js';
import { entryRulesRequest } from './group-management.request.js';
import { activitiesRequest, levelRequest } from './activities.request.js';

/**
 * The data model's older park types map onto the scheduling screen's: a
 * "dog area" of a park and a "dedicated" dog park are both what the screen
 * calls a Dog Park (off-leash). See docs/api.md.
 */
export const LEGACY_PARK_TYPES: Record<string, (typeof PARK_TYPES)[number]> = {
  dog_area: 'dog_park',
  dedicated: 'dog_park',
};

const parkType = z
  .string()
  .transform((value) => LEGACY_PARK_TYPES[value] ?? value)
  .pipe(z.enum(PARK_TYPES, { error: `Park type must be one of ${PARK_TYPES.join(', ')}` }));

const isoDateTime = (message: string) =>
  z.string({ error: message }).refine((value) => !Number.isNaN(Date.parse(value)), message);

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Required fields, named as the form names them, so one message can list them all. */
const REQUIRED = {
  title: 'title',
  description: 'description',
  date: 'date and time',
  location: 'location',
} as const;

const places = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** Dog places, per size class and per arrival slot (docs/meetups.md). */
const dogPlaceFields = {
  /** At most this many dogs; null: dogs are not counted. */
  dogLimit: places('Dog places', 200).nullable().optional(),
  /** At most this many dogs of a size class, e.g. { large: 5 }; {} or null: none. */
  sizeLimits: z
    .partialRecord(
      z.enum(SIZE_CLASSES, { error: `Size limits are per ${SIZE_CLASSES.join(', ')}` }),
      places('A size limit', 200),
      { error: 'Size limits must map size classes to numbers of dogs' },
    )
    // No size limited is no size limits.
    .transform((limits) => (Object.keys(limits).length > 0 ? limits : null))
    .nullable()
    .optional(),
  /** A calm meetup: parallel walk, low stimulation. */
  calm: z.boolean({ error: 'calm must be true or false' }).optional(),
  /** Staggered arrivals: a slot every N minutes, M dogs per slot; null: none. */
  arrivalSlots: z
    .object(
      {
        everyMinutes: z
          .number({ error: 'Arrival slots must be 5 to 120 minutes apart' })
          .int('Arrival slots must be 5 to 120 minutes apart')
          .min(5, 'Arrival slots must be 5 to 120 minutes apart')
          .max(120, 'Arrival slots must be 5 to 120 minutes apart'),
        dogsPerSlot: places('Dogs per arrival slot', 50),
      },
      { error: 'arrivalSlots must be { everyMinutes, dogsPerSlot }' },
    )
    .nullable()
    .optional(),
};

/** Every field of a meetup as the forms send it (series requests pick from them). */
export const meetupFields = z.object({
  groupId: z.string().trim().min(1).nullable().optional(),
  title: text(120).optional(),
  description: text(4000).optional(),
  location: text(300).optional(),
  locationDisplay: text(120)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  date: isoDateTime('date must be an ISO date and time').optional(),
  endTime: isoDateTime('endTime must be an ISO date and time').nullable().optional(),
  maxAttendees: z
    .number()
    .int()
    .refine((value) => (MAX_ATTENDEE_OPTIONS as readonly number[]).includes(value), {
      message: `Maximum attendees must be one of ${MAX_ATTENDEE_OPTIONS.join(', ')}`,
    })
    .default(20),
  parkType: parkType.default('regular'),
  unregisteredAttendees: z
    .number({ error: 'Private members must be a number from 0 to 50' })
    .int()
    .min(0, 'Private members must be a number from 0 to 50')
    .max(50, 'Private members must be a number from 0 to 50')
    .default(0),
  /**
   * The meetup's own rules, on top of its group's: they can only add to them
   * (a meetup is never looser than its group). null: none of its own.
   */
  rules: entryRulesRequest.nullable().optional(),
  /**
   * Narrower than the group's, or absent (or []) for the group's own
   * activities; a level of the group's (any one when the group's is 'all').
   */
  activities: activitiesRequest.optional(),
  level: levelRequest.optional(),
  ...dogPlaceFields,
});

/**
 * POST /api/meetups. Missing required fields answer with one message that
 * lists them all, as the form's 'Please fill in:' does.
 */
export const scheduleMeetupRequest = meetupFields.superRefine((body, context) => {
  const missing = (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter(
    (field) => !body[field],
  );
  if (missing.length > 0) {
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `Please fill in: ${missing.map((field) => REQUIRED[field]).join(', ')}`,
    });
  }
});

export type ScheduleMeetupRequest = z.infer<typeof scheduleMeetupRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type ScheduleMeetupBody = z.input<typeof scheduleMeetupRequest>;

/** PUT /api/meetups/{id}: any of the same fields. */
export const updateMeetupRequest = meetupFields
  .omit({ groupId: true, maxAttendees: true, parkType: true, unregisteredAttendees: true })
  .extend({
    maxAttendees: meetupFields.shape.maxAttendees.removeDefault().optional(),
    parkType: parkType.optional(),
    unregisteredAttendees: meetupFields.shape.unregisteredAttendees.removeDefault().optional(),
    /** "Announce this change": told to everyone going and waitlisted, pinned in the discussion. */
    announcement: z
      .string({ error: 'The announcement must be text' })
      .trim()
      .max(2000, 'Keep the announcement to 2000 characters')
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  });

export type UpdateMeetupRequest = z.infer<typeof updateMeetupRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type UpdateMeetupBody = z.input<typeof updateMeetupRequest>;
