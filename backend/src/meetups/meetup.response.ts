import type { EntryRules } from '../contracts/entry-rules.js';
import { SIZE_CLASSES } from '../contracts/dogs.js';
import {
  arrivalSlotOffsets,
  type ArrivalSlot,
  type MeetupResponse,
  type SizeLimits,
} from '../contracts/meetups.js';
import { combineRules } from '../groups/index.js';
import type { MeetupDocument } from '../contracts/read-models.js';
import { NO_DAY_COUNTS } from '../contracts/meetup-day.js';
import { UNKNOWN_ACTIVITY_PROFILE } from '../contracts/activities.js';

/**
 * What a visitor may know of where a meetup is: the last three parts of the
 * address ("Austin, TX 78746, USA"), and never fewer than the first part
 * dropped, so a short address never gives the place away.
 */
export function generalArea(location: string, fallback: string | null): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const area = parts.length > 3 ? parts.slice(-3) : parts.slice(1);
  return area.length > 0 ? area.join(', ') : (fallback ?? '');
}

export function attendanceOf(
  meetup: Pick<
    MeetupDocument,
    'attendance' | 'maxAttendees' | 'unregisteredAttendees' | 'dayCounts'
  >,
) {
  const taken = meetup.attendance.going + meetup.unregisteredAttendees;
  return {
    attendance: { ...meetup.attendance },
    currentAttendees: meetup.attendance.going,
    unregisteredAttendees: meetup.unregisteredAttendees,
    maxAttendees: meetup.maxAttendees,
    placesLeft: meetup.maxAttendees === null ? null : Math.max(0, meetup.maxAttendees - taken),
    dayCounts: { ...(meetup.dayCounts ?? NO_DAY_COUNTS) },
  };
}

/** Dog places: the limits, the dogs going and the places left, in all, per size and per slot. */
export function dogPlacesOf(
  meetup: Pick<
    MeetupDocument,
    'dogLimit' | 'sizeLimits' | 'dogsGoing' | 'calm' | 'arrivalSlots' | 'startsAt' | 'endsAt'
  >,
) {
  const going = meetup.dogsGoing ?? { total: 0 };
  const dogLimit = meetup.dogLimit ?? null;
  const sizeLimits: SizeLimits = { ...meetup.sizeLimits };
  const sizePlacesLeft: SizeLimits = {};
  for (const size of SIZE_CLASSES) {
    const limit = sizeLimits[size];
    if (limit !== undefined)
      sizePlacesLeft[size] = Math.max(0, limit - (going.bySize?.[size] ?? 0));
  }
  const plan = meetup.arrivalSlots ?? null;
  const slots: ArrivalSlot[] = arrivalSlotOffsets(meetup.startsAt, meetup.endsAt, plan).map(
    (offset) => {
      const dogsGoing = going.bySlot?.[String(offset)] ?? 0;
      return {
        offset,
        at: new Date(Date.parse(meetup.startsAt) + offset * 60_000).toISOString(),
        dogsGoing,
        placesLeft: Math.max(0, (plan?.dogsPerSlot ?? 0) - dogsGoing),
      };
    },
  );
  return {
    dogLimit,
    sizeLimits,
    dogsGoing: going.total,
    dogPlacesLeft: dogLimit === null ? null : Math.max(0, dogLimit - going.total),
    sizePlacesLeft,
    calm: meetup.calm ?? false,
    arrivalSlots: plan,
    slots,
  };
}

/** The one place that decides what a viewer sees of a meetup. */
export function toMeetupResponse(
  meetup: MeetupDocument,
  context: {
    signedIn: boolean;
    groupName: string | null;
    /** The group's entry rules (none for a meetup without a group). */
    groupRules: EntryRules;
    organizer: string;
    organizerTrainer?: string | null;
    now: Date;
  },
): MeetupResponse {
  const exact = context.signedIn;
  const area = [meetup.city, meetup.state].filter(Boolean).join(', ') || null;
  return {
    id: meetup._id,
    slug: meetup.slug,
    title: meetup.title,
    description: meetup.description,
    location: exact ? meetup.location : generalArea(meetup.location, area),
    locationDisplay: exact ? meetup.locationDisplay : null,
    latitude: exact ? meetup.latitude : null,
    longitude: exact ? meetup.longitude : null,
    locationIsExact: exact,
    parkType: meetup.parkType,
    date: meetup.startsAt,
    endTime: meetup.endsAt,
    timeZone: meetup.timeZone,
    ...attendanceOf(meetup),
    ...dogPlacesOf(meetup),
    activities: meetup.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: meetup.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    groupId: meetup.groupId,
    groupName: context.groupName,
    organizerId: meetup.organizerId,
    organizer: context.organizer,
    organizerTrainer: context.organizerTrainer ?? null,
    city: meetup.city,
    state: meetup.state,
    status: meetup.status,
    cancelReason: meetup.cancelReason,
    rules: combineRules(context.groupRules, meetup.rules ?? null),
    extraRules: meetup.rules ?? null,
    isUpcoming: Date.parse(meetup.startsAt) > context.now.getTime(),
    series: meetup.series ?? null,
    sequence: meetup.sequence,
    revisedAt: meetup.revisedAt,
    createdAt: meetup.createdAt,
    updatedAt: meetup.updatedAt,
  };
}
