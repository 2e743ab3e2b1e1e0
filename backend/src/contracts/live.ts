import type { AttendeeResponse, MeetupResponse } from './meetups.js';

/**
 * What the live channel pushes to a meetup's room after its attendance
 * changed. It carries no location at all, so it is safe for visitors; their
 * variant also leaves out usernames, as the HTTP API does.
 */
export interface AttendanceUpdate extends Pick<
  MeetupResponse,
  | 'attendance'
  | 'currentAttendees'
  | 'unregisteredAttendees'
  | 'maxAttendees'
  | 'placesLeft'
  | 'status'
> {
  meetupId: string;
  attendees: AttendeeResponse[];
}

export const LIVE_EVENTS = {
  /** client -> server: `{ meetupId }`, acknowledged with `{ ok }`. */
  watchMeetup: 'meetup:watch',
  unwatchMeetup: 'meetup:unwatch',
  /** server -> client: an AttendanceUpdate. */
  attendance: 'meetup:attendance',
} as const;
