import type { EntryRules } from '../contracts/entry-rules.js';
import type { MeetupResponse } from '../contracts/meetups.js';
import { combineRules } from '../groups/domain/entry-rules.js';
import type { MeetupDocument } from '../contracts/read-models.js';

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
  meetup: Pick<MeetupDocument, 'attendance' | 'maxAttendees' | 'unregisteredAttendees'>,
) {
  const taken = meetup.attendance.going + meetup.unregisteredAttendees;
  return {
    attendance: { ...meetup.attendance },
    currentAttendees: meetup.attendance.going,
    unregisteredAttendees: meetup.unregisteredAttendees,
    maxAttendees: meetup.maxAttendees,
    placesLeft: meetup.maxAttendees === null ? null : Math.max(0, meetup.maxAttendees - taken),
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
    groupId: meetup.groupId,
    groupName: context.groupName,
    organizerId: meetup.organizerId,
    organizer: context.organizer,
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
