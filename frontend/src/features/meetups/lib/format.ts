import { DEFAULT_DURATION_MS, type MeetupResponse } from '@packmeet/backend/contracts/meetups';
import {
  formatMeetupLongDate,
  formatMeetupShortDate,
  formatMeetupTime,
  viewerTimeZone,
} from '@packmeet/backend/contracts/local-time';
import { paths } from '@/config/paths';

const dateAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

type MeetupTimes = Pick<MeetupResponse, 'date' | 'endTime' | 'timeZone'>;

/** The end, or 2 hours after the start when the meetup has none (spec section 9). */
export function meetupEnd(meetup: Pick<MeetupResponse, 'date' | 'endTime'>): Date | null {
  const end = parse(meetup.endTime);
  if (end) return end;
  const start = parse(meetup.date);
  return start ? new Date(start.getTime() + DEFAULT_DURATION_MS) : null;
}

/** 'Saturday, May 10, 2031' at the meetup's place. */
export function formatLongDate(meetup: Pick<MeetupResponse, 'date' | 'timeZone'>): string {
  return formatMeetupLongDate(meetup.date, meetup.timeZone);
}

/** 'Sat, May 10' at the meetup's place. */
export function formatShortDate(meetup: Pick<MeetupResponse, 'date' | 'timeZone'>): string {
  return formatMeetupShortDate(meetup.date, meetup.timeZone);
}

/** 'May 10, 9:00 AM' in the viewer's zone: when something happened (history). */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateAndTime.format(date) : '';
}

/**
 * '9:00 AM – 11:00 AM' at the meetup's place, plus its zone ('PDT') for a viewer whose clock
 * reads another; an end on another day also names its date.
 */
export function formatTimeRange(meetup: MeetupTimes): string {
  return formatMeetupTime(
    meetup.date,
    meetupEnd(meetup)?.toISOString(),
    meetup.timeZone,
    viewerTimeZone(),
  );
}

/** Spec section 4 "Event": upcoming while its start is in the future. */
export function isUpcoming(meetup: Pick<MeetupResponse, 'date'>, now: number): boolean {
  const start = parse(meetup.date);
  return start !== null && start.getTime() > now;
}

/** People counted against the capacity: members going plus private members. */
export function attendeeCount(
  meetup: Pick<MeetupResponse, 'currentAttendees' | 'unregisteredAttendees'>,
) {
  return meetup.currentAttendees + meetup.unregisteredAttendees;
}

/** '8 of 20 going', or '8 going · No limit'. */
export function attendanceSummary(
  meetup: Pick<MeetupResponse, 'currentAttendees' | 'unregisteredAttendees' | 'maxAttendees'>,
): string {
  const count = attendeeCount(meetup).toLocaleString('en-US');
  return meetup.maxAttendees === null
    ? `${count} going · No limit`
    : `${count} of ${meetup.maxAttendees.toLocaleString('en-US')} going`;
}

/** 'Full', '1 spot left', '12 spots left'; null without a limit. */
export function placesLeftText(meetup: Pick<MeetupResponse, 'placesLeft'>): string | null {
  if (meetup.placesLeft === null) return null;
  if (meetup.placesLeft <= 0) return 'Full';
  return `${meetup.placesLeft} ${meetup.placesLeft === 1 ? 'spot' : 'spots'} left`;
}

/** '3 on the waitlist', or null when nobody waits. */
export function waitlistText(meetup: Pick<MeetupResponse, 'attendance'>): string | null {
  const waiting = meetup.attendance.waitlisted;
  return waiting > 0 ? `${waiting.toLocaleString('en-US')} on the waitlist` : null;
}

/** The event page: the readable /event/{slug} address, or /meetups/{id} without a slug. */
export function meetupPath(meetup: Pick<MeetupResponse, 'slug' | 'id'>): string {
  return meetup.slug ? paths.event.getHref(meetup.slug) : paths.meetup.getHref(meetup.id);
}
